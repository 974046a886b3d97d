package org.tilerules.builtins;

import org.tilerules.runtime.Expr;
import org.tilerules.runtime.Option;
import org.tilerules.runtime.Stmt;
import org.tilerules.runtime.Type;

import java.util.List;

/**
 * A capability's move, registered as data ({@link Registry#move}): {@code move [N] PIECE [from PLACE] to PLACE [for
 * PLAYER]} as a statement, or {@code move PIECE [from PLACE] to PLACES [{ ... }]} as a choice's option, for a piece
 * named by a declared name of one {@link Arg} kind. The compiler (front/MoveCompiler) finds the first move, by
 * {@link #precedence}, whose piece the name is and whose places fit what is written, compiles the count, the places
 * and the block as this says, with its messages, and hands the compiled parts to the factory: the capability's
 * interface holds no parse tree.
 *
 * <p>The core's own moves stand among the capabilities' at these precedences (lower first), so that a pair of what
 * and where that fits several gets the same node and a wrong pair the same message, whoever registers the rest: a
 * statement's check of a token's name with tiles for a place, which must be a token on tiles ({@link #STMT_TILE_TOKENS};
 * the moves of tokens on tiles stand just before it, at 190) and its figures named ({@link #STMT_FIGURES}); an option's
 * tile from the hand ({@link #OPTION_FROM_HAND}), additions on tiles ({@link #OPTION_ADDITIONS}), figures named or
 * tagged ({@link #OPTION_FIGURES}) and figures computed ({@link #OPTION_VALUES}).
 */
public final class Move {
    public static final int STMT_TILE_TOKENS = 200, STMT_FIGURES = 600;
    public static final int OPTION_FROM_HAND = 100, OPTION_ADDITIONS = 200, OPTION_FIGURES = 600, OPTION_VALUES = 700;

    /** What a count does: none written for one piece ({@code NONE}: a count is reported), 1 ({@code ONE}) or all ({@code ALL}: null). */
    public enum Count { NONE, ONE, ALL }

    /** The compiled parts of one move written: the piece's id, the count (null: all), the places (null: a word), the owner, the block. */
    public record Moved(int id, Expr count, Expr from, Expr to, Expr owner, Stmt[] block) {}

    @FunctionalInterface
    public interface StmtFactory { Stmt make(Moved m); }

    @FunctionalInterface
    public interface OptionFactory { Option make(Moved m); }

    /** How a place of the move is written and compiled. */
    public enum PlaceKind {
        /** A value of one of the types (two: either), with the compiler's messages; {@code word}, if set, stands for the whole board (null). */
        VALUE,
        /** As {@code VALUE}, and the move fits only when what is written is of one of the types. */
        VALUE_IF,
        /** Any value, compiled as written; a type not listed gets {@code message} (formatted with the piece, the type found, the text). */
        TYPED,
        /** A zone's name, only (the move fits only then): a zone. */
        ZONE,
        /** The word {@code supply} (null); anything else gets {@code message} (formatted with the text) and is left. */
        SUPPLY,
        /** ({@code from} only) none: one written gets "no 'from' here: " and {@code message} (formatted with the piece). */
        NONE
    }

    /** A place of a move. */
    public record Place(PlaceKind kind, List<Type> types, String word, String message) {
        public static Place value(Type... types) { return new Place(PlaceKind.VALUE, List.of(types), null, null); }

        /**
         * A value of one of the types (two: either), and the move fits only when what is written is one (its type
         * worked out first, reporting nothing): a token's name moves tokens on tiles when the place is tiles.
         */
        public static Place valueIf(Type... types) { return new Place(PlaceKind.VALUE_IF, List.of(types), null, null); }

        /** A value of the type, or {@code word} (the factory gets null). */
        public static Place valueOr(String word, Type type) { return new Place(PlaceKind.VALUE, List.of(type), word, null); }

        public static Place typed(String message, Type... types) { return new Place(PlaceKind.TYPED, List.of(types), null, message); }

        public static Place zone() { return new Place(PlaceKind.ZONE, List.of(Type.ZONE), null, null); }

        public static Place supply(String message) { return new Place(PlaceKind.SUPPLY, List.of(), null, message); }

        public static Place none(String why) { return new Place(PlaceKind.NONE, List.of(), null, why); }
    }

    private final boolean option;
    private final int precedence;
    private final Arg piece;
    private final Place to;
    private final StmtFactory stmt;
    private final OptionFactory opt;
    private Place from;
    private Count count = Count.ONE;
    private boolean block, owner;

    private Move(boolean option, int precedence, Arg piece, Place to, StmtFactory stmt, OptionFactory opt) {
        if (!piece.isName()) throw new IllegalArgumentException("a move's piece is a declared name: " + piece);
        this.option = option;
        this.precedence = precedence;
        this.piece = piece;
        this.to = to;
        this.stmt = stmt;
        this.opt = opt;
    }

    /** A statement {@code move [N] PIECE to PLACE}: written without {@code from} unless {@link #from} says one. */
    public static Move statement(int precedence, Arg piece, Place to, StmtFactory f) { return new Move(false, precedence, piece, to, f, null); }

    /** A choice's option {@code move PIECE to PLACES}, with no block unless {@link #block()}. */
    public static Move option(int precedence, Arg piece, Place to, OptionFactory f) { return new Move(true, precedence, piece, to, null, f); }

    /** Where it comes from: a place the move needs ({@code from} written), or {@link Place#none} (any 'from' is reported). */
    public Move from(Place p) { from = p; return this; }

    public Move count(Count c) { count = c; return this; }

    /** The statement takes {@code for PLAYER} (compiled after the count); without it, one written is reported. */
    public Move owner() { owner = true; return this; }

    /** The option takes a block, run after it. */
    public Move block() { block = true; return this; }

    public boolean isOption() { return option; }

    public int precedence() { return precedence; }

    public Arg piece() { return piece; }

    public Place to() { return to; }

    /** Null: the move fits only without {@code from}. */
    public Place from() { return from; }

    public Count count() { return count; }

    public boolean takesBlock() { return block; }

    public boolean takesOwner() { return owner; }

    public Stmt makeStmt(Moved m) { return stmt.make(m); }

    public Option makeOption(Moved m) { return opt.make(m); }
}
