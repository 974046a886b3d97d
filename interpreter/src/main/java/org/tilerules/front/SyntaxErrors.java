package org.tilerules.front;

import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.BufferedTokenStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.NoViableAltException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.atn.ATN;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.antlr.v4.runtime.atn.RuleStopState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.atn.Transition;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.tilerules.grammar.TilerulesLexer;
import org.tilerules.grammar.TilerulesParser;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Syntax errors for people. ANTLR's own messages list every token that could come next (about 150 keywords
 * where a name may stand), say "extraneous input" where a {@code ;} is missing and "extraneous input '<EOF>'"
 * where a {@code }} is; and one slip is often reported again on the following tokens. This strategy says
 * {@code missing ';' before 'none'}, {@code missing '}' for the scenario opened at line 2}, lists at most a
 * few expected words, and reports one error per statement: after an error, nothing more is reported until the
 * parser is in step again, having matched a {@code ;}, {@code {} or {@code }} (the next statement), except a
 * missing {@code }} at the end of the file.
 */
final class SyntaxErrors extends DefaultErrorStrategy {
    /** At most this many expected things are named. */
    static final int FEW = 4;

    private final int semi, comma, open, close;
    private static final int MAX_REPARSES = 4, MAX_REPARSE_TOKENS = 50_000;
    private int reparses;
    /** Index of the token of the last reported error; -1 when none. */
    private int lastErrorToken = -1;

    SyntaxErrors(Vocabulary v, int maxType) {
        int s = -1, o = -1, c = -1, k = -1;
        for (int t = 1; t <= maxType; t++) {
            String lit = v.getLiteralName(t);
            if ("';'".equals(lit)) s = t;
            else if ("'{'".equals(lit)) o = t;
            else if ("'}'".equals(lit)) c = t;
            else if ("','".equals(lit)) k = t;
        }
        semi = s;
        open = o;
        close = c;
        comma = k;
    }

    /** Whether an error at {@code t} is reported: not while still in the statement of the last one. */
    private boolean fresh(Parser p, Token t) {
        if (t.getType() == Token.EOF) {
            // at the end of the file only a missing '}' is worth saying once more
            return lastErrorToken < 0 || lastErrorToken != t.getTokenIndex();
        }
        if (lastErrorToken < 0 || t.getTokenIndex() <= lastErrorToken) return lastErrorToken != t.getTokenIndex();
        return settled;
    }

    /** Whether the parser has matched a ';', '{' or '}' since the last reported error: it is in step again. */
    private boolean settled = true;

    @Override public void reportMatch(Parser p) {
        super.reportMatch(p);
        int type = p.getCurrentToken().getType();
        if (type == semi || type == open || type == close) settled = true;
    }

    private void report(Parser p, Token at, String msg, RecognitionException e) {
        if (!fresh(p, at)) return;
        lastErrorToken = at.getTokenIndex();
        settled = false;
        p.notifyErrorListeners(at, msg, e);
    }

    @Override public void reportError(Parser p, RecognitionException e) {
        if (inErrorRecoveryMode(p)) return;
        beginErrorCondition(p);
        Token t = e.getOffendingToken();
        String msg;
        if (t.getType() == Token.EOF && closeExpected(e.getExpectedTokens())) msg = missingClose(p);
        else if (e instanceof NoViableAltException nv && unknownStatement(p, nv)) {
            // a word that begins no statement: 'chose {' names no form and no call NAME(...)
            t = nv.getStartToken();
            skipBlock = true;
            msg = "unknown statement '" + t.getText() + "'; a statement is a form such as choose, award, return, let, if, "
                    + "for each, or a call of an action NAME(...)";
        } else if (e instanceof NoViableAltException || e instanceof InputMismatchException) {
            String missing = missingSeparator(p, t);
            msg = missing != null ? "missing " + missing + " before " + shown(t) : "unexpected " + shown(t) + expecting(p, e.getExpectedTokens());
        } else msg = e.getMessage() == null ? "unexpected " + shown(t) : e.getMessage();
        report(p, t, msg, e);
    }

    /** Set by an unknown statement: a block that follows it ('chose { ... }') is its own, not statements to read on. */
    private boolean skipBlock;

    @Override public void recover(Parser p, RecognitionException e) {
        if (skipBlock && p.getCurrentToken().getType() != open && p.getInputStream().LA(2) == open) p.consume();   // the word itself
        if (skipBlock && p.getCurrentToken().getType() == open) {
            int depth = 0;
            do {
                int type = p.getCurrentToken().getType();
                if (type == open) depth++;
                else if (type == close) depth--;
                p.consume();
            } while (depth > 0 && p.getCurrentToken().getType() != Token.EOF);
        }
        skipBlock = false;
        super.recover(p, e);
    }

    @Override protected void reportUnwantedToken(Parser p) {
        if (inErrorRecoveryMode(p)) return;
        beginErrorCondition(p);
        Token t = p.getCurrentToken();
        IntervalSet expected = getExpectedTokens(p);
        String msg;
        if (t.getType() == Token.EOF && closeExpected(expected)) msg = missingClose(p);
        else {
            String missing = missingSeparator(p, t);
            msg = missing != null ? "missing " + missing + " before " + shown(t) : "unexpected " + shown(t) + expecting(p, expected);
        }
        report(p, t, msg, null);
    }

    @Override protected void reportMissingToken(Parser p) {
        if (inErrorRecoveryMode(p)) return;
        beginErrorCondition(p);
        Token t = p.getCurrentToken();
        IntervalSet expected = getExpectedTokens(p);
        String msg = t.getType() == Token.EOF && closeExpected(expected) ? missingClose(p)
                : "missing " + few(p, expected) + " before " + shown(t);
        report(p, t, msg, null);
    }

    /** A statement that starts with a plain word not followed by '(' or '.': no form and no call. */
    private static boolean unknownStatement(Parser p, NoViableAltException e) {
        Token start = e.getStartToken(), next = e.getOffendingToken();
        return p.getContext() instanceof TilerulesParser.StmtContext && start != next
                && start.getType() == TilerulesLexer.ID
                && next.getTokenIndex() == start.getTokenIndex() + 1
                && !next.getText().equals("(") && !next.getText().equals(".");
    }

    private boolean closeExpected(IntervalSet expected) { return close > 0 && expected.contains(close); }

    private static String shown(Token t) {
        if (t.getType() == Token.EOF) return "the end of the file";
        String s = t.getText().replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t");
        return "'" + (s.length() > 30 ? s.substring(0, 27) + "..." : s) + "'";
    }

    private static String expecting(Parser p, IntervalSet expected) {
        return expected == null || expected.isNil() ? "" : "; expected " + few(p, expected);
    }

    /** At most {@link #FEW} of the expected tokens, names and punctuation first, then keywords. */
    static String few(Parser p, IntervalSet expected) {
        Vocabulary v = p.getVocabulary();
        List<String> kinds = new ArrayList<>(), punct = new ArrayList<>(), words = new ArrayList<>();
        for (int t : expected.toList()) {
            if (t == Token.EOF) { punct.add("the end of the file"); continue; }
            String lit = v.getLiteralName(t);
            if (lit == null) {
                String sym = v.getSymbolicName(t);
                if ("ID".equals(sym)) kinds.add(0, "a name");
                else if ("INT".equals(sym)) kinds.add("a number");
                else if ("STRING".equals(sym)) kinds.add("a string");
                else if (sym != null) kinds.add(sym);
            } else if (lit.matches("'[a-zA-Z_]+'")) words.add(lit);
            else punct.add(lit);
        }
        boolean anyName = kinds.contains("a name");
        List<String> all = new ArrayList<>(kinds);
        all.addAll(punct);
        // where a name may stand, the keywords that may serve as names are names too
        if (!anyName || words.size() <= FEW - all.size()) all.addAll(words);
        if (all.size() <= FEW) return join(all);
        int more = all.size() - (FEW - 1);
        return String.join(", ", all.subList(0, FEW - 1)) + " or " + more + " more";
    }

    private static String join(List<String> xs) {
        if (xs.isEmpty()) return "something else";
        if (xs.size() == 1) return xs.get(0);
        return String.join(", ", xs.subList(0, xs.size() - 1)) + " or " + xs.get(xs.size() - 1);
    }

    /**
     * Whether a separator may come here and the offending token may follow it: then the author forgot the
     * separator. Walks the grammar's network from the parser's state through empty moves (into and out of
     * rules) to each {@code ;} and asks what may follow that.
     */
    /** "';'" or "','" when that one separator, put before {@code t}, lets the file read on; else null. */
    private String missingSeparator(Parser p, Token t) {
        if (t.getType() == Token.EOF) return null;
        if (semi > 0 && (reachable(p, t, semi) || parsesWith(p, t, semi))) return "';'";
        if (comma > 0 && (reachable(p, t, comma) || parsesWith(p, t, comma))) return "','";
        return null;
    }

    /**
     * Whether the file reads on past {@code t} once a {@code ;} is put before it: parses it again from its top
     * rule, with the {@code ;} in, and sees the first error (if any) come later than the token after {@code t}.
     * Catches the {@code ;} the parser had already left behind (the end of a move, before the next one).
     */
    private boolean parsesWith(Parser p, Token t, int sep) {
        if (!(p.getInputStream() instanceof BufferedTokenStream in)) return false;
        // a file full of errors (or nested very deeply) is not parsed again and again: a few tries per file
        if (reparses >= MAX_REPARSES) return false;
        reparses++;
        in.fill();
        if (in.size() > MAX_REPARSE_TOKENS) return false;
        List<Token> tokens = new ArrayList<>();
        int at = -1;
        for (Token x : in.getTokens()) {
            if (x.getTokenIndex() == t.getTokenIndex()) {
                CommonToken s = new CommonToken(x);
                s.setType(sep);
                s.setText(sep == semi ? ";" : ",");
                at = tokens.size();
                tokens.add(s);
            }
            CommonToken c = new CommonToken(x);
            c.setTokenIndex(-1);
            tokens.add(c);
        }
        if (at < 0) return false;
        RuleContext root = p.getContext();
        while (root.parent != null) root = root.parent;
        String ruleName = p.getRuleNames()[root.getRuleIndex()];
        try {
            Parser again = p.getClass().getConstructor(TokenStream.class)
                    .newInstance(new CommonTokenStream(new ListTokenSource(tokens)));
            again.removeErrorListeners();
            // stop at the first error: only where it lies matters
            again.setErrorHandler(new BailErrorStrategy());
            again.getInterpreter().setPredictionMode(PredictionMode.SLL);
            try {
                again.getClass().getMethod(ruleName).invoke(again);
                return true;
            } catch (InvocationTargetException e) {
                return again.getCurrentToken().getTokenIndex() > at + 2;
            }
        } catch (ReflectiveOperationException | RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    private boolean reachable(Parser p, Token t, int sep) {
        ATN atn = p.getInterpreter().atn;
        ATNState start = atn.states.get(p.getState());
        record At(ATNState s, RuleContext ctx) {}
        Deque<At> todo = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        todo.add(new At(start, p.getContext()));
        int steps = 0;
        while (!todo.isEmpty() && steps++ < 5000) {
            At at = todo.poll();
            if (!seen.add(at.s.stateNumber + "@" + System.identityHashCode(at.ctx))) continue;
            if (at.s instanceof RuleStopState) {
                if (at.ctx == null || at.ctx.invokingState < 0) continue;
                ATNState back = atn.states.get(at.ctx.invokingState);
                todo.add(new At(((RuleTransition) back.transition(0)).followState, at.ctx.parent));
                continue;
            }
            for (int i = 0; i < at.s.getNumberOfTransitions(); i++) {
                Transition tr = at.s.transition(i);
                if (tr instanceof RuleTransition rt) {
                    // entering a rule: its own start is followed by this rule's follow state, reached on its return
                    todo.add(new At(rt.target, new ParserRuleContext((ParserRuleContext) at.ctx, at.s.stateNumber)));
                } else if (tr.isEpsilon()) {
                    todo.add(new At(tr.target, at.ctx));
                } else if (tr.label() != null && tr.label().contains(sep)) {
                    IntervalSet after = atn.nextTokens(tr.target, at.ctx);
                    if (after.contains(t.getType())) return true;
                }
            }
        }
        return false;
    }

    /** "missing '}' for the scenario opened at line 2": the innermost '{' that is still open. */
    private String missingClose(Parser p) {
        for (ParserRuleContext c = p.getContext(); c != null; c = c.getParent()) {
            Token opened = unclosed(c);
            if (opened == null) continue;
            ParserRuleContext owner = c;
            while (owner.getParent() != null && owner.getStart() != null && owner.getStart().getType() == open) owner = owner.getParent();
            String what = owner.getStart() == null || owner.getStart().getType() == open ? "" : owner.getStart().getText() + " ";
            return "missing '}' for the " + what + "opened at line " + opened.getLine();
        }
        return "missing '}' at the end of the file";
    }

    /** The '{' among a context's own tokens that no '}' after it closes, or null. */
    private Token unclosed(ParserRuleContext c) {
        if (c.children == null) return null;
        Token last = null;
        for (ParseTree child : c.children) {
            if (child instanceof TerminalNode n) {
                if (n.getSymbol().getType() == open) last = n.getSymbol();
                else if (n.getSymbol().getType() == close) last = null;
            }
        }
        return last;
    }
}
