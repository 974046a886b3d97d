package org.tilerules.picture;

import java.util.List;

/** The scores over a game's steps as a line chart, one line per player in the player's colour. */
final class ScoreChart {
    private ScoreChart() {}

    static String svg(String[] players, List<Frame> frames) {
        int w = 720, h = 220, left = 44, right = 12, top = 10, bottom = 28;
        int max = 1;
        for (Frame f : frames) for (int s : f.scores()) max = Math.max(max, s);
        int steps = Math.max(1, frames.size() - 1);
        double sx = (double) (w - left - right) / steps, sy = (double) (h - top - bottom) / max;
        StringBuilder sb = new StringBuilder("<svg id=\"chart\" width=\"" + w + "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h
                + "\" " + Svg.NS + " font-family=\"sans-serif\" font-size=\"11\">");
        sb.append("<rect width=\"").append(w).append("\" height=\"").append(h).append("\" fill=\"#fff\"/>");
        int tick = Math.max(1, niceTick(max));
        for (int v = 0; v <= max; v += tick) {
            double y = h - bottom - v * sy;
            sb.append("<line x1=\"").append(left).append("\" x2=\"").append(w - right).append("\" y1=\"").append(Svg.num(y))
                    .append("\" y2=\"").append(Svg.num(y)).append("\" stroke=\"#e0e0e0\"/><text x=\"").append(left - 4)
                    .append("\" y=\"").append(Svg.num(y + 4)).append("\" text-anchor=\"end\">").append(v).append("</text>");
        }
        sb.append("<text x=\"").append(left).append("\" y=\"").append(h - 8).append("\">set-up</text><text x=\"").append(w - right)
                .append("\" y=\"").append(h - 8).append("\" text-anchor=\"end\">step ").append(frames.size() - 1).append("</text>");
        for (int p = 0; p < players.length; p++) {
            StringBuilder pts = new StringBuilder();
            for (int i = 0; i < frames.size(); i++) {
                int[] sc = frames.get(i).scores();
                pts.append(i == 0 ? "" : " ").append(Svg.num(left + i * sx)).append(',')
                        .append(Svg.num(h - bottom - (p < sc.length ? sc[p] : 0) * sy));
            }
            sb.append("<polyline class=\"score-line\" data-player=\"").append(Svg.esc(players[p])).append("\" points=\"").append(pts)
                    .append("\" fill=\"none\" stroke=\"").append(Svg.esc(Colours.seat(players[p], p))).append("\" stroke-width=\"2\"/>");
        }
        sb.append("<line id=\"chart-marker\" data-x0=\"").append(left).append("\" data-step=\"").append(sx)
                .append("\" x1=\"").append(left).append("\" x2=\"").append(left).append("\" y1=\"").append(top).append("\" y2=\"")
                .append(h - bottom).append("\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>");
        return sb.append("</svg>").toString();
    }

    private static int niceTick(int max) {
        for (int t : new int[] {1, 2, 5, 10, 20, 25, 50, 100, 200, 500}) if (max / t <= 8) return t;
        return max / 8;
    }
}
