// The replay page's only script: shows one frame (the board after one step) at a time.
(function () {
  "use strict";
  var page = JSON.parse(document.getElementById("frames").textContent);
  var frames = page.frames;
  // every placed tile is written once in page.tiles ([id, x, y, rot, symbol]); a frame shows the runs
  // f.shown ([first, count] pairs) of that list
  function attr(v) { return String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;"); }
  function runs(list) {
    var out = [];
    list.forEach(function (run) { for (var i = run[0]; i < run[0] + run[1]; i++) out.push(i); });
    return out;
  }
  function board(f) {
    var svg = runs(f.svg).map(function (i) { return page.parts[i]; }).join("");
    if (f.shown === undefined) return svg;
    var parts = [];
    runs(f.shown).forEach(function (i) {
      var t = page.tiles[i];
      parts.push('<g class="tile" data-tile="' + attr(t[0]) + '" data-x="' + t[1] + '" data-y="' + t[2] + '" data-rot="' + t[3]
        + '" transform="translate(' + (f.origin[0] + 100 * t[1]) + " " + (f.origin[1] + 100 * t[2]) + ')"><use xlink:href="#'
        + attr(t[4]) + '" width="100" height="100"/></g>');
    });
    return svg.replace('<g class="tiles">', '<g class="tiles">' + parts.join(""));
  }
  // the view follows the last placed tile; the set-up is shown centred
  function follow(n) {
    var box = el("board"), svg = box.querySelector("svg");
    if (!svg) return;
    var target = n === 0 ? null : box.querySelector("rect.last") || box.querySelector("g.tile:last-of-type");
    var b = box.getBoundingClientRect(), r = (target || svg).getBoundingClientRect();
    box.scrollLeft += r.left + r.width / 2 - (b.left + box.clientWidth / 2);
    box.scrollTop += r.top + r.height / 2 - (b.top + box.clientHeight / 2);
  }
  var players = JSON.parse(document.getElementById("players").textContent);
  var at = 0;
  function el(id) { return document.getElementById(id); }
  function item(list, text) {
    var li = document.createElement("li");
    li.textContent = text;
    list.appendChild(li);
    return li;
  }
  function show(n) {
    at = Math.max(0, Math.min(frames.length - 1, n));
    var f = frames[at];
    el("board").innerHTML = board(f);
    follow(at);
    el("frame-title").textContent = f.title;
    var pos = el("position");
    pos.textContent = "step " + at + " of " + (frames.length - 1) + " \u00b7 " + f.title + " \u00b7 " + f.tiles + " tiles";
    pos.setAttribute("data-index", at);
    pos.setAttribute("data-turn", f.turn);
    pos.setAttribute("data-tiles", f.tiles);
    var d = el("decisions");
    d.innerHTML = "";
    f.decisions.forEach(function (x) { item(d, x); });
    if (!f.decisions.length) item(d, "none");
    var e = el("events");
    e.innerHTML = "";
    f.events.forEach(function (x) {
      var li = item(e, players[x.player].name + " " + (x.points > 0 ? "+" : "") + x.points + " " + x.category + ": " + x.reason);
      if (x.rule) li.title = "why: " + x.rule;   // hover: the rule that made the points
    });
    if (!f.events.length) item(e, "none");
    players.forEach(function (p, k) {
      var cell = el("score-" + k);
      cell.textContent = f.scores[k];
      var before = at > 0 ? frames[at - 1].scores[k] : 0;
      el("gain-" + k).textContent = f.scores[k] > before ? "+" + (f.scores[k] - before) : "";
    });
    var m = el("chart-marker");
    if (m) {
      var x = m.getAttribute("data-x0") * 1 + at * m.getAttribute("data-step");
      m.setAttribute("x1", x);
      m.setAttribute("x2", x);
    }
    el("first").disabled = el("back").disabled = at === 0;
    el("forward").disabled = el("last").disabled = at === frames.length - 1;
  }
  el("first").onclick = function () { show(0); };
  el("back").onclick = function () { show(at - 1); };
  el("forward").onclick = function () { show(at + 1); };
  el("last").onclick = function () { show(frames.length - 1); };
  document.addEventListener("keydown", function (ev) {
    var to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: frames.length - 1 }[ev.key];
    if (to !== undefined) { show(to); ev.preventDefault(); }
  });
  var start = parseInt(location.hash.substring(1), 10);
  show(isNaN(start) ? 0 : start);
})();
