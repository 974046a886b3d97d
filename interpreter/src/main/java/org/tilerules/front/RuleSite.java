package org.tilerules.front;

import org.antlr.v4.runtime.ParserRuleContext;
import org.tilerules.runtime.Event;
import org.tilerules.runtime.Sites;
import org.tilerules.grammar.TilerulesParser.*;

/**
 * Where a statement of the rules stands, for people: the rule's own name (the handler, step, action,
 * value or piece that holds it) and the statement's file and line, e.g.
 * "on completed city (base/base.rules:57)". Score events carry it ({@code play --log --why}).
 */
public final class RuleSite {
    private RuleSite() {}

    public static String of(ParserRuleContext at, String file) {
        return name(at) + " (" + shortFile(file) + ":" + at.getStart().getLine() + ")";
    }

    /** The rule set's folder and the file's name ("base/base.rules"), whatever the working directory. */
    public static String shortFile(String file) { return Sites.shortFile(file); }

    /**
     * A decision's name for people: the name the rules give the step, the named handler or the action that holds
     * {@code at}, with spaces for {@code _} ("tower capture"); null when none of them has a name of its own.
     */
    public static String title(ParserRuleContext at) {
        for (ParserRuleContext c = at; c != null; c = c.getParent()) {
            if (c instanceof StepDeclContext sd && sd.step != null) return sd.step.getText().replace('_', ' ');
            if (c instanceof HandlerItemContext hi) return hi.label == null ? null : hi.label.getText().replace('_', ' ');
            if (c instanceof ActionItemContext ai && ai.fname != null) return ai.fname.getText().replace('_', ' ');
        }
        return null;
    }

    /** The name of the rule that holds {@code at}. */
    /** Whether an event's handlers name a feature kind or a figure after the event ({@code on completed KIND c}). */
    private static boolean takesKind(String event) {
        Event e = Event.named(event);
        return e != null && (e.takes == Event.Takes.COMPONENT || e.takes == Event.Takes.FIGURE);
    }

    public static String name(ParserRuleContext at) {
        for (ParserRuleContext c = at; c != null; c = c.getParent()) {
            if (c instanceof StepDeclContext sd && sd.step != null) return "step " + sd.step.getText();
            if (c instanceof HandlerItemContext hi) {
                StringBuilder sb = new StringBuilder("on ").append(hi.event == null ? "?" : hi.event.getText());
                // the kind of the events that take one (on scored p: p is a name of the handler's own)
                if (hi.kind != null && hi.var != null || hi.kind != null && hi.kind.getText().equals("any")
                        || hi.kind != null && hi.event != null && takesKind(hi.event.getText())) {
                    sb.append(' ').append(hi.kind.getText());
                }
                if (hi.label != null) sb.append(" named ").append(hi.label.getText());
                return sb.toString();
            }
            if (c instanceof ActionItemContext ai && ai.fname != null) return "action " + ai.fname.getText();
            if (c instanceof ValueItemContext vi && vi.fname != null) return "value " + vi.fname.getText();
            if (c instanceof AdditionItemContext ad && ad.add != null) return "addition " + ad.add.getText();
            if (c instanceof PieceItemContext pi && !pi.name().isEmpty()) return "piece " + pi.name(0).getText();
            if (c instanceof FeatureItemContext fi && fi.name() != null) return "feature " + fi.name().getText();
            if (c instanceof RuleItemContext) return c.getStart().getText();
        }
        return "rule";
    }
}
