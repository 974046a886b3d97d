/*
 * One grammar for the three kinds of file of the language: .tiles, .rules and
 * .scenario. They share a lexer so that names, numbers and comments read the
 * same everywhere; each kind has its own entry rule.
 */
grammar Tilerules;

// ---------------------------------------------------------------- tiles
tilesFile   : 'tileset' dashedName tileDecl* EOF ;
tileDecl    : 'tile' id=name 'count' INT ('tags' tags+=name (',' tags+=name)*)? oriented='oriented'? (wild='wild' wildRel=name?)? '{' featureDecl* '}' ;   // oriented: its four rotations always differ
featureDecl : kind=name fname=name '[' ports+=name* ']' featureExtra* ;
featureExtra
    : key=name INT                                   # attrExtra
    | key=name targets+=name (',' targets+=name)*    # relationExtra
    ;

// ---------------------------------------------------------------- rules
// `with OTHER, ...`: a combination file, loaded only when every named rule set is loaded too
rulesFile   : 'ruleset' dashedName ('extends' dashedName (',' dashedName)*)? ('with' with+=dashedName (',' with+=dashedName)*)? '{' ruleItem* '}' EOF ;
ruleItem
    : 'tiles' STRING                                         # tilesItem
    | 'start' name 'at' coord ('rot' INT)?                   # startItem
    | 'zone' zoneDecl (',' zoneDecl)*                        # zoneItem
    | 'option' name '=' expr                                 # optionItem
    | 'feature' name ('{' featureProp* '}')?                 # featureItem
    | 'piece' name (',' name)* ('is' pieceKinds)? ('{' pieceProp* '}')?   # pieceItem   // figures, tokens, titles, junctions, links, decks: the store follows from the properties; is KIND: a figure of that kind (it inherits its conditions, places, strength)
    | 'turn' '{' stepDecl* '}'                               # turnItem
    | 'on' event=name (kind=name var=name?)? ('named' label=name)? block   # handlerItem   // one name alone lands in kind
    | 'segment' name '{' ('first' first+=name (',' first+=name)*)? ('tiles' tiles+=name (',' tiles+=name)*)? ('last' last+=name (',' last+=name)*)? '}'   # segmentItem   // one run of the bag: the first tiles, the tiles named or tagged (shuffled), the last tiles
    | 'placement' 'of' name 'when' expr                      # placementItem
    | 'addition' add=name ':' kind=name 'across' under=name ('placement' 'when' expr block?)?   # additionItem   // placement when: a drawn tile may also go where it fits only with the addition
    | 'script' name STRING ('limit' INT)? '{' scriptFn* '}'  # scriptItem
    | 'value' fname=name '(' (scriptParam (',' scriptParam)*)? ')' '=' expr   # valueItem
    | 'with' dashedName '{' ruleItem* '}'                    # withItem
    | 'tag' name '{' drawClause '}'                          # tagItem
    | 'excludes' dashedName (',' dashedName)*                # excludesItem // rule sets this one cannot be played with
    | 'named' 'only'                                         # namedOnlyItem // never loaded by `--rules all`
    | 'var' name (per='per' (player='player' | turn='turn'))? '=' expr   # varItem     // a counter: a number of the game, one per player, or one set back to its first value at the start of every turn
    | 'action' fname=name '(' (scriptParam (',' scriptParam)*)? ')' block   # actionItem   // statements called by name; a later rule set may redefine them (super(...))
    ;
// A function of a script module (a .js file beside the rule file), with the
// language's types: function value(component, int) : int; procedure bonus(player) as road;
// action name(player): an action of the rules written in JavaScript
scriptFn    : what=('function' | 'procedure' | 'action') fname=name '(' (scriptParam (',' scriptParam)*)? ')' (':' ret=name)? ('as' cat=name)? ';'? ;
scriptParam : (pname=name ':')? ptype=name ;
featureProp
    : 'complete' 'when' expr                                 # completeProp
    | 'sums' name (',' name)*                                # sumsProp
    | 'fits' name (',' name)*                                # fitsProp   // its ports may face ports of these kinds (each ends there)
    | drawClause                                             # featureDrawProp
    ;
// piece NAME is KIND, ...: the figures it is a kind of
pieceKinds : name (',' name)* ;
// A piece: where it may stand, how many each player has or whether it is one of nobody's, how it counts.
pieceProp
    : 'supply' supplies+=expr (',' supplies+=expr)* ('for' 'players' from=INT '..' to=INT)?   # supplyProp   // supply 10, 9, 7 for players 2..4; a link's: pairs
    | 'strength' expr                                        # strengthProp
    | 'on' place (',' place)* anywhere='anywhere'? ('if' cond=expr)?   # standsProp   // on road, city; on tower anywhere if ...; on corners of field; on tiles; on ends lake; on board; on box
    | 'when' expr                                            # whenProp
    | 'tags' name (',' name)*                                # pieceTagsProp    // marks of this piece alone (not inherited): figures(TAG), is(TAG)
    | 'neutral' ('in' zone=name)?                            # neutralProp      // one piece owned by nobody (in a zone, on tiles, or held: a title)
    | 'excludes' name (',' name)*                            # excludesProp     // no such figure on the tile where it lies or stands
    | 'with' name                                            # withProp
    | 'score' expr                                           # scoreModProp     // an award for the component it stands on becomes EXPR (points, it)
    | 'cards' name (',' name)*                               # cardsProp        // a deck of named cards
    | drawClause                                             # pieceDrawProp
    ;
// Where a piece may stand or lie: components of a kind, corners, tiles, a tile's ends, players (held),
// the board or the box (a piece that is a tile: `piece abbey { on board  supply 1 }`, each player's hand;
// `piece E, H { on box }`, every copy stays in the box).
place : tiles='tiles' | players='players' | board='board' | box='box' | corners='corners' 'of' name | ends='ends' name | name ;
// How a feature kind, figure or tag looks in pictures: settings such as
// `as area  fill "#7cb342"`, and marks per attribute: `mark shields { glyph badge }`.
drawClause : 'draw' '{' drawProp* '}' ;
drawProp
    : key=name target=name '{' drawProp* '}'                 # drawMark
    | key=name value=drawValue                               # drawSetting
    ;
drawValue : STRING | INT | name ;
stepDecl    : 'step' step=name (where=('before' | 'after') anchor=name)? (per='per' 'turn')? block ;   // per turn: once, in the turn's last pass
zoneDecl    : zone=name ('for' kind=name)? (per='per' 'player')? ;   // per player: one such zone for each player (his keeping)

block : '{' stmt* '}' ;
stmt
    : 'choose' repeat='repeatedly'? ('for' chooser=expr)? '{' choiceOption* '}'   # chooseStmt
    | 'award' expr 'to' expr ('as' name)? text=STRING? ';'?  # awardStmt   // as CATEGORY; "TEXT": what people read for it
    | 'return' expr ';'?                                     # returnStmt
    | 'as' expr block                                        # asStmt
    | 'for' 'each' name 'in' expr block                      # forStmt
    | 'if' expr block ('else' elseBranch)?                   # ifStmt
    | 'let' name '=' expr ';'?                               # letStmt
    | 'set' target=expr '=' value=expr ';'?                   # setStmt    // a counter: set NAME = EXPR, set p.NAME = EXPR
    | 'move' (count=expr)? what=expr ('from' from=expr)? 'to' to=expr ('for' owner=expr)? ';'?   # moveStmt   // pieces from one place to another (docs/language.md, Moving pieces)
    | (module=name '.')? fn=name '(' args? ')' ';'?         # callStmt   // an action NAME(ARGS) (the rules' own or built in) or a script procedure MODULE.NAME(ARGS)
    ;
elseBranch : block | 'if' expr block ('else' elseBranch)? ;
choiceOption
    : 'move' what=expr ('from' from=expr)? 'to' to=expr anyway='anyway'? ('at' at=expr)? ('when' cond=expr)? block? ';'?   # moveOption   // one option per piece and place it may go to
    | 'option' STRING ('for' var=name 'in' list=expr)? isDefault='default'? ('when' expr)? block   # labelledOption   // one option, or one per element of the list
    | 'none' ';'?                                            # noneOption
    ;

expr
    : expr '.' member=name (call='(' args? ')')?             # memberExpr
    | fn=name '(' args? ')'                                  # callExpr
    | '(' expr ')'                                           # parenExpr
    | 'not' expr                                             # notExpr
    | '-' expr                                               # negExpr
    | expr op=('*' | '/' | '%') expr                         # mulExpr
    | expr op=('+' | '-') expr                               # addExpr
    | expr op=('<' | '<=' | '>' | '>=' | '==' | '!=') expr   # cmpExpr
    | expr 'and' expr                                        # andExpr
    | expr 'or' expr                                         # orExpr
    | expr 'where' expr                                      # whereExpr
    | 'if' expr 'then' expr 'else' expr                      # condExpr
    | INT                                                    # intExpr
    | ('true' | 'false')                                     # boolExpr
    | STRING                                                 # stringExpr
    | name                                                   # nameExpr
    ;
args : expr (',' expr)* ;

// ---------------------------------------------------------------- scenarios
scenarioFile : scenario* EOF ;
scenario     : 'scenario' STRING '{' scenarioItem* '}' ;
scenarioItem
    : 'rules' dashedName (',' dashedName)*                   # scRules
    | 'players' name (',' name)*                             # scPlayers
    | 'option' name '=' value=optionValue                    # scOption
    | 'seed' INT                                             # scSeed
    | 'board' '{' boardTile* '}'                             # scBoard
    | 'turn' player=name                                     # scTurn
    | 'bag' '{' (name (',' name)*)? '}'                      # scBag
    | 'answer' 'unwritten' 'none'                            # scAnswerUnwritten
    | 'on' 'start'                                           # scOnStart   // with a board: the rules' 'on start' runs before the first move
    | 'rolls' INT (',' INT)*                                 # scRolls
    | 'setup' block                                          # scSetup    // statements of the rule language and set-up actions, docs/scenarios.md
    | 'moves' '{' move* '}'                                  # scMoves
    | 'expect' '{' expectation* '}'                          # scExpect
    ;
optionValue : sint | 'true' | 'false' ;
boardTile   : tile=name 'at' coord ('rot' INT)? ('{' boardFigure (',' boardFigure)* '}')? ;
boardFigure : player=name figure=name 'on' feature=name ;
move
    : player=name ':' choice (';' choice)* ';'?              # turnMove
    | 'end' ';'?                                             # endMove
    | 'play' INT 'turns' ('with' bot=name)? ';'?             # playMove
    ;
choice
    : 'place' tile=name 'at' coord ('rot' INT)?              # placeChoice
    | figure=name 'on' feature=name                          # figureChoice
    | 'none'                                                 # noneChoice
    | STRING                                                 # labelChoice
    ;
expectation
    : 'score' player=name '==' sint                          # expScore   // a short form of PLAYER.score == N
    | 'supply' player=name figure=name '==' INT              # expSupply
    | 'on' featureRef ':' ('none' | figureRef (',' figureRef)*)  # expOn
    | 'complete' featureRef                                  # expComplete
    | 'open' featureRef                                      # expOpen
    | 'event' STRING                                         # expEvent
    | 'legal' tile=name 'at' coord ('rot' INT)?              # expLegal
    | 'illegal' tile=name 'at' coord ('rot' INT)?            # expIllegal
    | 'error' STRING                                         # expError
    | 'discarded' tile=name                                  # expDiscarded
    | 'in' zone=name ('of' keeper=name)? ':' ('none' | figureRef (',' figureRef)*)   # expZone
    | 'set' 'aside' ':' (empty='none' | name (',' name)*)    # expAside
    | 'hand' player=name ':' tileList                        # expHand
    | 'no' 'event' STRING                                    # expNoEvent
    | 'setup' 'error' STRING                                 # expSetupError
    | 'tokens' 'on' coord ':' (empty='none' | tileTokenCount (',' tileTokenCount)*)   # expTileTokens
    | 'tokens' 'in' zone=name ':' (empty='none' | tileTokenCount (',' tileTokenCount)*)   # expZoneTokens
    | 'next' tile=name                                       # expNext
    | 'deck' deck=name ':' name (',' name)*                  # expDeck    // the deck's order, top first
    | expr ';'?                                              # expValue   // a boolean of the rule language (red.score == 8), docs/scenarios.md
    ;
tileList   : 'none' | name (',' name)* ;
tileTokenCount : token=name INT ('for' owner=name)? ;   // kept for a player: gold 2 for red
featureRef : (tile=name '@')? coord '.' feature=name ;
figureRef  : player=name figure=name ;

// ---------------------------------------------------------------- shared
coord      : sint ',' sint ;
sint       : '-'? INT ;
dashedName : word ('-' word)* ;
// Any word, keywords included, for names made of words such as rule sets and tile sets
// (a number may be a word: river-2).
word : name | INT | 'and' | 'or' | 'not' | 'where' | 'if' | 'else' | 'let' | 'true' | 'false' | 'none' | 'on'
     | 'award' | 'return' | 'choose' | 'score' | 'as' | 'game' | 'wild' | 'hand' | 'option' ;
// Words that are keywords somewhere but are ordinary names elsewhere
// (a member `c.tiles`, a function `count(...)`, a tile called `over`).
name
    : ID | 'count' | 'tiles' | 'tile' | 'tags' | 'score' | 'supply' | 'open' | 'complete'
    | 'players' | 'end' | 'game' | 'over' | 'feature' | 'start'
    | 'turn' | 'step' | 'seed' | 'rules' | 'board' | 'moves' | 'expect' | 'event' | 'error'
    | 'legal' | 'illegal' | 'strength' | 'sums' | 'fits' | 'supply' | 'option' | 'draw' | 'place'
    | 'when' | 'at' | 'rot' | 'as' | 'to' | 'each' | 'in' | 'tileset' | 'ruleset' | 'extends'
    | 'bag' | 'discarded' | 'remaining' | 'play' | 'turns' | 'with'
    | 'wild' | 'hand' | 'corners' | 'of' | 'from' | 'move' | 'default' | 'for'
    | 'zone' | 'neutral' | 'repeatedly' | 'before' | 'after'
    | 'script' | 'function' | 'procedure' | 'limit'
    | 'answer' | 'unwritten' | 'no' | 'setup' | 'tokens' | 'value'
    | 'tag' | 'anyway' | 'ends' | 'anywhere' | 'per' | 'player'
    | 'segment' | 'first' | 'last' | 'placement' | 'title' | 'record' | 'next'
    | 'set' | 'aside' | 'excludes'
    | 'then' | 'addition' | 'across' | 'rolls' | 'only' | 'oriented'
    | 'deck' | 'cards' | 'action' | 'piece' | 'box' | 'var' | 'is'
    ;

ID      : [a-zA-Z_] [a-zA-Z_0-9]* ;
INT     : [0-9]+ ;
STRING  : '"' (~["\\\r\n] | '\\' ["\\nt])* '"' ;
LINE_COMMENT  : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WS      : [ \t\r\n]+ -> skip ;
// Anything else becomes one token the parser reports, instead of a lexer crash.
ERROR_CHAR : . ;
