/* sow.h - the public API of the sow library: rules, state, turns, games.
 *
 * Data flows one way: a Lua spec is compiled once (spec.c) into an
 * immutable sow_rules; a game is a small fixed-size sow_state that the
 * functions below advance one ply at a time. The core never does I/O and
 * never sees Lua. Pits are numbered 0..2N-1 along the counter-clockwise
 * track; South (player 0) owns 0..N-1, North (player 1) owns N..2N-1.
 */
#ifndef SOW_H
#define SOW_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#define SOW_VERSION "0.2.0"

enum {
    SOW_MAX_ROW = 16,            /* pits per row */
    SOW_MAX_PITS = 32,           /* pits on the board */
    SOW_MAX_SEEDS = 255,         /* seeds on the board: a pit is one byte */
    SOW_MAX_QUESTIONS = 32,
    SOW_MAX_READINGS = 8,
    SOW_MAX_IDS = 64,
    SOW_NAME_LEN = 64,
    SOW_TEXT_LEN = 256
};

/* A board: one byte per pit (the total never exceeds 255, so byte-wise
 * arithmetic on the words never carries between pits). */
typedef union {
    uint8_t pit[SOW_MAX_PITS];
    uint64_t w[SOW_MAX_PITS / 8];
} sow_board;

/* ---- state: small, fixed size, copied freely ----------------------------- */

typedef enum { SOW_PLAYING, SOW_ENDED } sow_status;
/* How a game ended: won, drawn, stopped by a rule gap (the rules say
 * nothing: unresolved), or stopped by a simulation limit (not a rule). */
typedef enum { SOW_WIN, SOW_DRAW, SOW_UNRESOLVED, SOW_LIMIT } sow_result;
typedef enum {
    SOW_END_NONE,
    SOW_END_BOARD_EMPTY,   /* every pit empty */
    SOW_END_CANNOT_FEED,   /* opponent starved and no move feeds */
    SOW_END_EMPTY_ROW,     /* player to move has an empty row and the rule ends it */
    SOW_END_THRESHOLD,     /* a player reached the threshold and play stops */
    SOW_END_ENDLESS,       /* proven (or, by rule, declared) endless */
    SOW_END_LONE_SEED,     /* exactly one seed left, by its own rule */
    SOW_END_RELAY_CYCLE,   /* a turn's relay repeats forever: a rule gap */
    SOW_END_ODD_SPLIT,     /* an odd remainder cannot be split equally: a gap */
    SOW_END_LIMIT,         /* a simulation limit (plies in a game, laps in a turn): not a rule */
    SOW_END_LAP_CAP,       /* a relay reached sow.max_laps, a rule that ends the game */
    SOW_END_NO_MOVES,      /* neither player can move (finish.no_moves) */
    SOW_END_MATCH,         /* rounds: a player cannot fill enough pits for another round */
    SOW_END_EITHER_ROW_EMPTY, /* finish.either_row_empty: a row is empty after a ply */
    SOW_END_ALL_SINGLETONS,   /* finish.all_singletons: no pit holds more than one seed */
    SOW_END_GOAL,             /* finish.goal deprive / clear / immobilize: a player reached it (or lost by it) */
    SOW_END_FEW_LEFT,         /* finish.few_left: few seeds left, the mover takes them */
    SOW_END_MOVER_ROW_EMPTY,  /* finish.mover_row_empty */
    SOW_END_OPPONENT_ROW_EMPTY, /* finish.opponent_row_empty */
    SOW_END_DATABASE,         /* settled by an endgame database (simulate --db): the perfect-play result from there */
    SOW_END_DATABASE_OPEN,    /* ... a position from which perfect play need not end by a rule: unresolved */
    SOW_END__COUNT
} sow_end;

typedef struct {
    sow_board b;
    uint16_t captured[2];
    uint8_t to_move;
    uint8_t last_mover;          /* 0, 1, or 2 before any ply */
    uint8_t status;              /* sow_status */
    uint8_t end;                 /* sow_end */
    uint8_t result;              /* sow_result, when ended */
    uint8_t winner;              /* 0, 1, or 2 for none */
    uint8_t round_first;         /* rounds: who moved first in this round */
    uint8_t again;               /* the last ply gave the mover another turn (extra_turn) */
    uint32_t ply;                /* plies played, passes included */
    uint32_t sowings;            /* sowing moves played (first_only) */
    uint32_t quiet;              /* plies since the last capture */
    uint16_t last_laps;          /* the last ply: laps sown (0 for a pass) */
    uint8_t last_pits;           /* the last ply: pits captured, opposite pits excluded */
    uint8_t last_taken;          /* the last ply: seeds captured */
    uint8_t proof;               /* the endless prover's last verdict in this quiet stretch (sow_endless_verdict + 1), 0: not asked */
    uint8_t left;                /* ended: seeds on the board when the game ended, before the end rule handed any out */
    uint16_t round;              /* rounds played before this one */
    /* the family's rules (zero for the seed games) */
    uint32_t blocked;            /* pits out of play (rounds) */
    uint32_t child;              /* pits that are children (children section) */
    uint32_t child_north;        /* of those, North's */
    uint32_t started;            /* allow = "each_pit_first": the pits started from in the current cycle */
    uint8_t ways;                /* sow.first_chooses: bit p set: player p sows against the direction; bit 2: chosen;
                                  * bit 3 (SOW_WAYS_BEARING): sow.bear_off has begun */
    uint8_t round_result;        /* rounds: the last finished round: 0 none, 1 South won, 2 North won, 3 a tie;
                                  * + SOW_ROUND_FIRST_WON when its winner had moved first in it */
    uint8_t barred;              /* no_return: the pit + 1 the player to move may not start from (0: none) */
    uint8_t last_again;          /* the last sowing gave its mover another turn (a pass keeps it; a round clears it):
                                  * extra_turn.capture_once (in what was padding: the state stays 96 bytes) */
    uint32_t round_sowed;        /* rounds: sowings made before this round began */
    uint32_t owner_north;        /* rounds.territory: the pits North owns (0 without territory: the rows own the pits) */
    uint16_t round_wins[2];      /* rounds.wins: the rounds each player has won in this match (rounds.points: points) */
} sow_state;
enum { SOW_ROUND_FIRST_WON = 4 };
enum { SOW_WAYS_BEARING = 8 };   /* sow_state.ways: the game's sowing bears off (sow.bear_off) */

/* ---- rules: plain data, compiled from a spec ----------------------------- */

typedef enum { SOW_CCW, SOW_CW } sow_direction;
typedef enum { SOW_ORIGIN_SOW, SOW_ORIGIN_SKIP } sow_origin;
typedef enum {
    SOW_START_ANY,        /* any own non-empty pit */
    SOW_START_LEFTMOST,   /* lowest-numbered non-empty own pit */
    SOW_START_RIGHTMOST,  /* highest-numbered non-empty own pit */
    SOW_START_FIRST_ONLY  /* leftmost on the game's first sowing, any after */
} sow_start;
typedef enum { SOW_ROWS_ANY, SOW_ROWS_OWN, SOW_ROWS_OPPONENT } sow_rows;
typedef enum { SOW_CHAIN_NONE, SOW_CHAIN_PRECEDING, SOW_CHAIN_FOLLOWING } sow_chain;
typedef enum { SOW_EXTENT_TRACK, SOW_EXTENT_ROW } sow_extent;
typedef enum { SOW_TEST_SEQUENTIAL, SOW_TEST_SNAPSHOT } sow_chain_test;
typedef enum { SOW_FEED_NONE, SOW_FEED_REACH, SOW_FEED_LEAVE } sow_feed;
/* Who takes the seeds left on the board when a rule ends the game. */
typedef enum {
    SOW_REST_NOBODY,      /* they count for nobody */
    SOW_REST_SPLIT,       /* divided equally (an odd remainder is a gap) */
    SOW_REST_OWNER,       /* each seed to the owner of its row */
    SOW_REST_TO_MOVE,     /* the player to move (who could not move/feed) */
    SOW_REST_LAST_MOVER,  /* the player who last sowed */
    SOW_REST_OPPONENT,    /* the opponent of the player to move (the starved one) */
    SOW_REST_GAP,         /* the rules say nothing: the game is unresolved */
    SOW_REST_DIVIDED,     /* divided equally, an odd seed to the player holding fewer (equal: to nobody) */
    SOW_REST_DIVIDED_TIE_NORTH, /* the same, but on equal holdings the odd seed goes to North */
    SOW_REST_ROUND_FIRST  /* the player who moved first in this round (game): finish.few_left_to starter */
} sow_rest;
typedef enum { SOW_EMPTY_PASS, SOW_EMPTY_END } sow_empty_action;
typedef enum {
    SOW_FIRST_SOUTH, SOW_FIRST_NORTH, SOW_FIRST_RANDOM, SOW_FIRST_ALTERNATE,
    SOW_FIRST_RITUAL_OTHER,   /* IV.O1: the side-chooser's opponent moves first */
    SOW_FIRST_RITUAL_CHOOSER  /* IV.O1: the side-chooser moves first */
} sow_first;
typedef enum { SOW_DEAL_EQUAL, SOW_DEAL_UNIFORM, SOW_DEAL_LAYOUT } sow_deal;
typedef enum { SOW_DETECT_PROVEN, SOW_DETECT_PLIES } sow_detect;
/* IV.Q12: how the opening ritual's side-chooser values the two sides. */
typedef enum {
    SOW_CHOOSE_CAPTURES,  /* foresees the forced game: the side on which they capture more (equal: South) */
    SOW_CHOOSE_RESULT,    /* foresees the result: win > draw > unresolved or loss (equal: a coin) */
    SOW_CHOOSE_BLIND      /* no foresight: a side at random */
} sow_chooser;
/* A threshold that means "more than half of the seeds in play" (board and
 * captured together, so a position with fewer seeds keeps the rule's sense). */
enum { SOW_MAJORITY = -1 };
typedef enum {
    SOW_SLAM_ALLOWED, SOW_SLAM_FORFEIT, SOW_SLAM_ILLEGAL, SOW_SLAM_ILLEGAL_UNLESS_ONLY,
    SOW_SLAM_LEAVE_LEFT,   /* a grand slam takes the opponent's row but its seeded pit at the capturer's left */
    SOW_SLAM_LEAVE_RIGHT,  /* ... but the one at the capturer's right */
    SOW_SLAM_EXTRA_TURN,   /* a grand slam stands and gives the capturer another turn (the general turn plays these) */
    SOW_SLAM_OPPONENT_TAKES_ROW  /* it stands; the mover's row goes to the opponent (general turn only) */
} sow_slam;

/* ---- the family's rules (docs/spec-format.md, "The family's rules") ---- */
typedef enum { SOW_STORES_NONE, SOW_STORES_OWN, SOW_STORES_BOTH } sow_stores;
typedef enum {
    SOW_FIRST_SEED_NEXT, SOW_FIRST_SEED_ORIGIN, SOW_FIRST_SEED_ORIGIN_UNLESS_SINGLE,
    SOW_FIRST_SEED_STORE         /* into the mover's store: taken */
} sow_first_seed;
typedef enum { SOW_RELAY_LANDING, SOW_RELAY_NEXT } sow_relay_from;
typedef enum { SOW_KIND_COUNT, SOW_KIND_CROSS, SOW_KIND_NEXT, SOW_KIND_TWO_OUT, SOW_KIND_COUNT_OR_CROSS,
               SOW_KIND_PULL_ACROSS, SOW_KIND_SWEEP,
               SOW_KIND_MATCH, SOW_KIND_ALL_PITS } sow_capture_kind;
typedef enum { SOW_TAKER_OWNER, SOW_TAKER_SOWER } sow_taker;
typedef enum { SOW_GOAL_MOST, SOW_GOAL_DEPRIVE, SOW_GOAL_CLEAR, SOW_GOAL_IMMOBILIZE } sow_goal;
typedef enum { SOW_ALLOW_ANY, SOW_ALLOW_REACH_OR_EMPTY, SOW_ALLOW_EACH_PIT_FIRST, SOW_ALLOW_SINGLE_TO_EMPTY,
               SOW_ALLOW_OCCUPIED, SOW_ALLOW_NOT_FACING_SINGLE } sow_allow;
/* opening: how the game's (or round's) first sowing is sown (MancalaGames' prescribed openings). */
typedef enum {
    SOW_OPENING_NONE, SOW_OPENING_PLAIN, SOW_OPENING_LAST_TO_OPPONENT,
    SOW_OPENING_PLUS1MINUS1      /* feat-sow2: nothing sown; the other pits -1, +1, ..; the facing pit +1 */
} sow_opening;
typedef enum { SOW_SOWN_NEVER, SOW_SOWN_WITH_CAPTURE, SOW_SOWN_ALWAYS } sow_take_sown;
typedef enum { SOW_SINGLES_ANY, SOW_SINGLES_WHEN_NO_OTHER } sow_singletons;
typedef enum { SOW_FILL_LEFT, SOW_FILL_RIGHT, SOW_FILL_OUTSIDE,
               SOW_FILL_LOSER_ONLY          /* rounds and goals: only the round's loser refills, the winner's row stays */
} sow_fill;
typedef enum { SOW_EACH_LAP_NONE, SOW_EACH_LAP_LANDING, SOW_EACH_LAP_NEXT } sow_each_lap;
typedef enum { SOW_STARTER_ALTERNATE, SOW_STARTER_LOSER, SOW_STARTER_WINNER, SOW_STARTER_LAST_MOVER } sow_round_starter;
typedef enum { SOW_TIE_OTHER, SOW_TIE_LAST_MOVER, SOW_TIE_NOT_LAST_MOVER } sow_tie_starter;
/* board.track: the board's topology, the order in which sowing visits the pits. */
typedef enum {
    SOW_TRACK_CIRCLE,     /* one circuit of all 2N pits */
    SOW_TRACK_OWN_ROWS,   /* each row a circuit of its own (and its owner's store): no seed crosses to the other row */
    /* classes (ZigZag): one circuit zigzagging across the board, each turn sown towards the centre line */
    SOW_TRACK_ZIGZAG
} sow_track;
typedef enum { SOW_SKIPPED_NONE, SOW_SKIPPED_BY_OPPONENT, SOW_SKIPPED_BY_OPPONENT_BUT_LAST } sow_child_skipped;
/* capture.before_sowing: what the mover takes after lifting, before the first seed is sown. */
typedef enum {
    SOW_PRESOW_NONE,
    SOW_PRESOW_SINGLES_ACROSS,   /* the pits facing the mover's pits that held one seed (the origin included) */
    SOW_PRESOW_SINGLE_DRAW_ACROSS /* a single seed lifted: the pit facing the origin */
} sow_presow;

/* The rules of the wider family, apart from the seed games' block so that a
 * spec using none of them keeps its hash (sow_rules_hash) and its turn
 * routine: any of them set makes the rules `general` (sowing.c). */
typedef struct {
    sow_stores stores;           /* sow.stores: which stores sowing passes through */
    sow_first_seed first_seed;   /* sow.first_seed */
    sow_relay_from relay_from;   /* sow.relay_from */
    uint32_t either_way;         /* sow.either_way: pits the mover may sow against the direction too */
    uint32_t against;            /* sow.against: pits whose turns always go against the direction */
    int relay_turns;             /* sow.relay_turns: each relay lap goes the other way from the one before */
    int first_chooses;           /* sow.first_chooses: the first sowing's direction sets both players' for the game */
    int two_out_any;             /* capture.two_out_last = "any": the last seed's pit need not hold 2 */
    sow_capture_kind kind;       /* capture.kind */
    sow_take_sown take_sown;     /* capture.take_sown (cross) */
    int max_pits;                /* capture.max_pits: pits one capture takes at most (0: no limit) */
    sow_rows cross_rows;         /* capture.cross_rows (kind count_or_cross): where the cross capture's empty pit is */
    int while_sowing;            /* a capture.while_sowing table is given */
    uint8_t sowing_counts[SOW_MAX_SEEDS + 1]; /* capture.while_sowing.counts */
    sow_taker sowing_taker;      /* capture.while_sowing.by */
    sow_rows sowing_rows;        /* capture.while_sowing.rows */
    int capture_after;           /* capture.after: no capture (nor child) in the game's first this many sowings */
    sow_allow allow;             /* allow: which otherwise legal moves may be played */
    int either_row;              /* play_from = "either_row": a player may start from any pit (no sides) */
    int either_row_empty;        /* finish.either_row_empty is set */
    sow_rest either_row_rest;    /* finish.either_row_empty: the game ends when a row is empty; the seeds left */
    sow_goal goal;               /* finish.goal: how a game is won */
    int few_left;                /* finish.few_left: this many seeds or fewer on the board end it, for the mover */
    int mover_row_end;           /* finish.mover_row_empty is set */
    sow_rest mover_row_rest;     /* finish.mover_row_empty: the mover's row is empty after their ply: the seeds left */
    int opponent_row_end;        /* finish.opponent_row_empty is set */
    sow_rest opponent_row_rest;  /* finish.opponent_row_empty: the mover's opponent's row is empty after the ply */
    int by_parity;               /* sow.by_parity = "even_against": a pit of an even count is sown against the direction */
    int singles_end;             /* finish.all_singletons is set */
    sow_rest singles_rest;       /* finish.all_singletons: the game ends when no pit holds more than one seed */
    int repeat_store;            /* extra_turn.store: the last seed in the mover's store gives another turn */
    int repeat_capture;          /* extra_turn.capture: a capture gives another turn */
    int min_seeds;               /* min_seeds: a pit needs this many to start a move */
    sow_singletons singletons;   /* singletons */
    sow_rest no_moves_rest;      /* finish.no_moves: neither player can move */
    int children;                /* a children section is given */
    uint8_t child_counts[SOW_MAX_SEEDS + 1]; /* children.counts */
    sow_rows child_rows;         /* children.rows */
    int child_per_player;        /* children.per_player (0: no limit) */
    int child_not_last;          /* children.not_last */
    int child_not_symmetric;     /* children.not_symmetric */
    int child_not_facing;        /* children.not_facing */
    int child_pair;              /* children.pair: the last two seeds making c-1 and c make two children (bulls) */
    uint32_t child_pits[2];      /* children.pits: where each player may make one (0 0: the rows rule) */
    int needs_child;             /* capture.needs_child: a player captures only once they own a child */
    int pie;                     /* pie: after the first sowing, its opponent may swap sides instead of moving */
    int cross_sown;              /* capture.cross_sown: a cross capture needs the turn to have sown the opponent's row */
    int take_also;               /* capture.take_also: a capture also takes the opponent's pits holding this many */
    int skip_count;              /* sow.skip_opponent.count: sowing passes over the opponent's pits holding this many */
    int skip_after;              /* sow.skip_opponent.after: not in the game's first this many sowings */
    uint32_t first_from;         /* first_from: the game's first sowing starts from these pits (0: any) */
    int shunned;                 /* shunned: pits holding this many start only when every own pit holds it or none */
    int rounds;                  /* a rounds section is given */
    sow_fill fill;               /* rounds.fill */
    int round_blocked;           /* rounds.blocked */
    sow_round_starter starter;   /* rounds.starter */
    int round_needs;             /* rounds.needs */
    int max_rounds;              /* limits.rounds: rounds in one match, a simulation limit */
    int openings_per_round;      /* rounds.openings = "round": first_from, capture.after and skip_opponent.after
                                  * count the sowings of the round, not of the game */
    int territory;               /* rounds.territory: each round re-deals every pit; its winner owns pits by seeds held */
    int territory_under;         /* rounds.territory.ends_under: a player holding fewer seeds at a round's end ends the match */
    sow_tie_starter tie_starter; /* rounds.tie_starter: who starts after a tied round (starter loser or winner) */
    int chain_along_direction;   /* capture.chain_along = "direction": preceding/following along sow.direction,
                                  * whichever way the move was sown */
    int child_stops_chain;       /* capture.child_stops_chain: a child ends a cross chain (it is no empty pit) */
    int repeat_not_sowing;       /* extra_turn.while_sowing = false: captures while sowing give no extra turn */
    int take_opp_store;          /* capture.opponent_store: a last seed in the opponent's store takes its seeds */
    int no_return;               /* no_return: a single seed just sown from a row's end pit into the pit facing it
                                  * may not be sown by its new owner on the next ply */
    int no_move_loses;           /* finish.no_move_loses: a player with no legal move at the start of their turn loses */
    int sowing_last;             /* capture.while_sowing.last: a lap's last seed takes its pit too */
    sow_each_lap each_lap;       /* capture.each_lap: every lap's end may capture; one that does relays on */
    int opponent_takes;          /* sow.opponent_takes: at this many seeds on the board or fewer, the opponent
                                  * takes the seeds sown into their row (but a last one that captures) */
    int starter_view;            /* setup.starter_view: the layout is the starter's; turned round when North starts */
    int match_wins;              /* rounds.wins: round wins that win the match, each round a new game (0: refills) */
    sow_track track;             /* board.track: r->track (and next, prev) follow it */
    sow_child_skipped child_skipped; /* children.skipped: the owner's opponent's sowing passes over a child */
    int child_keep;              /* children.keep: a child keeps its seeds in its pit, its owner's at the end */
    int child_raid;              /* children.raid: a last seed in an opponent's child takes up to this many of its seeds */
    int child_across;            /* children.across: an empty pit facing a listed count makes both pits children */
    /* prescribed openings and the allow rules that go with them */
    sow_opening opening;         /* opening: how the game's (rounds.openings: round's) first sowing is sown */
    int first_from_sowings;      /* first_from_sowings: first_from holds in this many opening sowings (0: one) */
    int allow_after;             /* allow_after: the allow rule holds only after this many opening sowings */
    int shunned_rightmost;       /* shunned_rightmost: when every pit holds `shunned` or none, only the rightmost starts */
    /* sow_rule values (feat-sowrule) */
    int close_count;             /* sow.close.count: a relay lap ending on this many in an opponent's open pit closes
                                  * it for the game; the mover's sowing passes over their own closed pits, and a seed
                                  * due to an opponent's closed pit leaves play, into South's store (0: no closing) */
    int close_not_rightmost;     /* sow.close.not_rightmost: the rightmost pit of each row (N-1, 2N-1) never closes */
    int max_seeds;               /* sow.max_seeds: sowing passes over the pits holding this many or more (0: none) */
    /* captures before sowing and capture side (feat-captA) */
    sow_presow before_sowing;    /* capture.before_sowing: taken from the pits across, before the first seed */
    int chain_any_row;           /* capture.chain_rows = "any": only a capture's first pit need be in capture.rows */
    int not_from_single;         /* capture.not_from_single: a turn that lifted a single seed captures nothing at its end */
    /* capture types and what a capture takes (feat-captB) */
    int repeat_once;             /* extra_turn.capture_once: a capture gives another turn only when the last
                                  * sowing (passes aside) gave none: at most one capture repeat in a row */
    /* children, no sides, rounds ending on no moves (feat-children) */
    int child_by_owner;          /* children.by_owner: children.rows names the pits' owners (rounds.territory) */
    /* ---- relay (multi-lap) variants and sowing direction ---- */
    int relay_stops_cross;       /* sow.relay_stops = "cross": a relay stops where the cross capture would take */
    int relay_rows;              /* sow.relay_rows: 0 any; 1 own, 2 opponent: a relay goes on only from a lap
                                  * ending in that row (the mover's, the opponent's) */
    int next_tests_landing;      /* capture.next_tests = "landing": kind next tests rows and counts on the last
                                  * seed's pit, and takes the pit after it when that holds seeds */
    /* ---- MancalaGames' other game classes (BearOff, ...) */
    int bear_off;                /* sow.bear_off: once a sowing ply leaves no pit above one seed, every later lap
                                  * bears off: the seeds that would leave the mover's row go to the mover's store */
    /* ---- version differences as open questions (q1 group) ---- */
    int first_from_rightmost;    /* first_from_rightmost: the game's (rounds.openings: round's) first sowing starts
                                  * from one of this many rightmost pits of the row in play (0: no such rule) */
    /* ---- rounds: goals and fills (feat-q2) ---- */
    int match_points;            /* rounds.points: match_wins counts points, not round wins: a round's winner
                                  * scores 1, and 1 more to whoever holds 3/4 of all seeds (rounded down) or more */
    int territory_rounding;      /* rounds.territory.rounding: the winner owns captured / per pits with a half
                                  * rounded up (0), rounded down (1, MancalaGames' TERR_EX_LOSER: the part-filled pit
                                  * is the loser's), or more than a half rounded up (2, terr_wholes_round at 165ee250) */
    /* random deals and players' choices between rounds (feat-choices) */
    int chooser_fill;            /* rounds.chooser_fill: 0 unset, else sow_fill + 1: the round's chooser (North when
                                  * North's row has an unfilled pit, else South) fills their row in this order */
    int territory_reversed;      /* rounds.territory.mixed_row = "reversed": in the row both players own pits of,
                                  * the round's winner's pits are taken from the row's last pit back */
    /* ---- sowing rules, part 2 (feat-sow2) ---- */
    int each_lap_sows;           /* capture.each_lap_sows: a lap's capture is not kept: its seeds go into the lap's
                                  * last pit and are sown on from there with the seeds it holds */
    int relay_needs_opponent;    /* sow.relay_needs_opponent: a lap ending while the opponent's row is empty
                                  * ends the sowing (before any capture.each_lap) */
    /* ---- relay from the store (feat-relay3) */
    int relay_store;             /* sow.relay_store: with relay_from next, a lap whose next place is the mover's
                                  * own store relays from it: its seeds (any count) are lifted and sown on */
    /* capture types and what a capture takes, 2 (feat-capt2) */
    int pass_store;              /* capture.pass_store: a last seed in an empty pit of capture.rows gives the
                                  * mover's store (when it holds seeds) to the opponent, instead of capturing */
    int relay_stops_match;       /* sow.relay_stops = "match": a relay stops where the match capture would take */
    int few_left_starter;        /* finish.few_left_to = "starter": the seeds few_left ends on go to the player
                                  * who moved first in this round (game), not the mover */
} sow_family;

/* An open question: its id, text, reading keywords, the default (0) and
 * the reading this rules struct was compiled with. */
typedef struct {
    char id[SOW_NAME_LEN];
    char text[SOW_TEXT_LEN];
    char reading[SOW_MAX_READINGS][SOW_NAME_LEN];
    int nreadings;
    int chosen;
} sow_question;

typedef struct sow_rules {
    char path[SOW_TEXT_LEN];
    uint64_t spec_hash;          /* XXH64 of the spec's files and of the rules as compiled (as_written) */

    /* ---- the rules as written: from `name` to `nquestions`, compared and
     * hashed as one block (sow_rules_same); everything after is derived */
    char name[SOW_NAME_LEN];

    /* board and setup */
    int row;                     /* pits per row, N */
    int pits;                    /* 2N */
    sow_deal deal;
    int total;                   /* seeds in all */
    int deal_min;                /* uniform deal: seeds first put in every pit */
    uint8_t layout[SOW_MAX_PITS];/* SOW_DEAL_LAYOUT (and EQUAL, precomputed) */
    sow_first first;
    sow_chooser chooser;         /* IV.O1 rituals: how the side-chooser values a side */

    /* sowing */
    sow_direction direction;
    sow_origin origin;
    sow_start start;
    uint8_t relay[SOW_MAX_SEEDS + 1];  /* relay[c]: a lap ending on c seeds continues */
    int relay_on;                /* any relay[] set */
    int lap_cap;                 /* sow.max_laps, a rule (0: none): a turn that has sown this many
                                  * laps and would relay on ends the game (SOW_END_LAP_CAP) */
    sow_rest lap_cap_rest;       /* sow.max_laps_rest: what that end gives the seeds on the board */

    /* capture */
    uint8_t capture[SOW_MAX_SEEDS + 1]; /* capture[c]: a pit holding c is taken */
    sow_rows capture_rows;
    sow_chain chain;
    sow_extent chain_extent;
    sow_chain_test chain_test;
    int opposite;                /* take the opposite pit with each captured pit */
    sow_slam grand_slam;

    /* feeding and players who cannot move */
    sow_feed feed;
    sow_rest feed_unable;        /* TO_MOVE = the feeder, OPPONENT = the starved */
    sow_empty_action empty_row;
    sow_rest empty_row_rest;     /* TO_MOVE = the player with the empty row */

    /* the end */
    int end_board_empty;         /* the game ends when every pit is empty */
    int threshold;               /* 0 = none, SOW_MAJORITY, or a count; reaching it ends play when threshold_stop */
    int threshold_stop;
    int win_needs;               /* 0 = more wins; else a win needs this many (or SOW_MAJORITY) */
    sow_detect endless_detect;
    int endless_plies;           /* SOW_DETECT_PLIES: plies without capture */
    sow_rest endless_rest;       /* what an endless game gives */
    int lone_seed_set;           /* a separate rule for exactly one seed left */
    sow_rest lone_seed_rest;

    /* simulation limits, not rules: a game or a turn that reaches one stops
     * with the result SOW_LIMIT, reported apart from rule gaps */
    int max_plies;               /* plies in one game */
    int max_laps;                /* laps in one turn (a relay that cycles is found exactly before) */

    /* rule ids, per spec field path ("capture.chain", "sow", ...) */
    struct { char path[SOW_NAME_LEN]; char ids[SOW_NAME_LEN]; } ids[SOW_MAX_IDS];
    int nids;

    /* open questions, as declared by the spec */
    sow_question question[SOW_MAX_QUESTIONS];
    int nquestions;

    /* ---- derived at compile time: hot-loop tables (rules.c, sow_rules_finish) */
    uint64_t key;                /* XXH64 of the rules as written: tells rule sets apart in caches */
    int forced;                  /* every position has at most one legal move (leftmost/rightmost start) */
    uint8_t next[SOW_MAX_PITS];  /* next pit along the sowing track */
    uint8_t prev[SOW_MAX_PITS];  /* preceding pit along the sowing track */
    uint8_t chain_step[SOW_MAX_PITS]; /* where the chain goes from a pit */
    int min_capture;             /* the smallest count that captures (0: none) */
    int capture_ends_rare;       /* a capture's rarer ends are in the rules: threshold_stop, lone_seed */
    int words;                   /* 64-bit words of the board in use (pits / 8, rounded up) */
    uint32_t row_mask[2];        /* pits of each player's row */
    uint32_t all_mask;
    uint32_t capture_ok[2];      /* pits where each mover may capture */
    uint32_t chain_ok[2][SOW_MAX_PITS]; /* chain pits allowed, by mover and landing pit (never itself) */
    /* A lap of s seeds from pit p: lap_full[s] seeds into every pit of
     * lap_ones[p] (the circuit: all pits, or all but p when the origin is
     * skipped), then one more into each of the first lap_rem[s] pits after
     * p (lap_part[p][rem]); the last seed falls in lap_last[p][s]. */
    uint8_t lap_full[SOW_MAX_SEEDS + 1];
    uint8_t lap_rem[SOW_MAX_SEEDS + 1];
    /* 16-byte aligned (what malloc gives): a 16-byte row of lap_add, and
     * each half of a board, then never straddles a cache line; where the
     * fields before them happened to leave lap_add 8 bytes off, the
     * seed games' loop missed the first-level cache 13% more often. */
    _Alignas(16) sow_board lap_ones[SOW_MAX_PITS];
    _Alignas(16) sow_board lap_part[SOW_MAX_PITS][SOW_MAX_PITS];
    uint8_t lap_last[SOW_MAX_PITS][SOW_MAX_SEEDS + 1];
    /* The whole lap as one byte-wise add of a row (the origin's byte wraps
     * to full - seeds), as a hand-specialised loop does: 16-byte rows for
     * boards of up to 16 pits, 32-byte rows (256 KiB) above; one is in use.
     * The union is 192 KiB larger than lap_add, a multiple of 64 KiB: the
     * fields after it keep their cache sets. */
    _Alignas(16) union {
        uint8_t lap_add[16][SOW_MAX_SEEDS + 1][16];
        uint8_t lap_add32[SOW_MAX_PITS][SOW_MAX_SEEDS + 1][32];
    };

    /* ---- the family's rules, after the seed games' tables so that those
     * keep their places (and their caches' luck): written, but hashed
     * apart (see sow_family), and what is derived from them */
    sow_family fam;
    int general;                 /* the family's rules are used: the general turn (sowing.c) plays */
    int kernel;                  /* the turn routine the loops play (KERNEL_* in internal.h) */
    uint8_t reach_min[SOW_MAX_PITS]; /* the fewest seeds whose lap from p sows into the row p is not in */
    uint8_t track[SOW_MAX_PITS + 2]; /* general: the next position along the track, stores included
                                      * (position pits + p is player p's store) */
    uint8_t track_back[SOW_MAX_PITS + 2]; /* the same the other way round (reversed moves, preceding pits) */
    uint32_t against;            /* general: pits whose turns go against the direction (sow.against; board.track
                                  * zigzag: those whose way to the centre line is against it) */
    /* A deal that draws nothing and no ritual: every game starts on one of
     * two positions, by who moves first (setup.c, sow_starts_fix) */
    int fixed_start;
    uint8_t start_layout[2][SOW_MAX_PITS]; /* as dealt, turned for the first player (setup.starter_view) */
    sow_state start_of[2];       /* that layout settled by the rules (the proof is asked per game), start_of[first] */
} sow_rules;

/* ---- errors: library code returns them, only the CLI prints ------------- */

typedef struct {
    char file[SOW_TEXT_LEN * 2];
    int line;                    /* 0 when unknown */
    char field[SOW_NAME_LEN * 2];/* e.g. "capture.counts" */
    char msg[SOW_TEXT_LEN * 2];  /* what was wrong and what was expected */
} sow_error;

enum { SOW_PASS = -1 };          /* the move value of a pass */
/* A move is a pit p, sown the spec's way, or SOW_REVERSE + p, pit p sown
 * against it (where sow.either_way lets the player choose); a set of
 * moves is a mask with bit m for move m. */
enum { SOW_REVERSE = 32 };
typedef uint64_t sow_moves;

/* ---- events: an optional record of one turn ----------------------------- */

typedef enum { SOW_WHY_LANDING, SOW_WHY_CHAIN, SOW_WHY_OPPOSITE, SOW_WHY_SOWING } sow_why;
enum { SOW_TRACE_LAPS = 64, SOW_TRACE_CAPS = 2 * SOW_MAX_PITS };

typedef struct {
    int nlaps;                   /* laps sown (may exceed SOW_TRACE_LAPS) */
    struct { uint8_t origin, seeds, last, count; } lap[SOW_TRACE_LAPS];
    int ncaps;
    struct { uint8_t pit, seeds, why; } cap[SOW_TRACE_CAPS];
    uint32_t sown;               /* pits that received at least one seed */
    uint32_t sown_first;         /* of those, by the first lap (general turn) */
    int captured;                /* seeds taken this turn */
    int forfeited;               /* a grand slam captured nothing */
} sow_trace;

/* ---- random streams ------------------------------------------------------ */

typedef struct { uint64_t s[4]; } sow_rng;
void sow_rng_seed(sow_rng *r, uint64_t seed, uint64_t stream);
uint64_t sow_rng_next(sow_rng *r);
uint32_t sow_rng_below(sow_rng *r, uint32_t n);
/* A uniformly random pit of `legal` (not 0): the `random` agent's move, the
 * same draw a play-out makes for random players. */
int sow_pick_uniform(sow_moves legal, sow_rng *r);

/* ---- text (text.c): the one string builder ---------------------------------- */

typedef struct {
    char *s;                     /* the text, NUL-terminated (NULL while empty and growing) */
    size_t len, cap;
    int failed;                  /* out of room (fixed) or of memory (growing): s holds what fit */
    int grows;
} sow_text;

sow_text sow_text_new(void);                  /* grows as needed; free with sow_text_free */
sow_text sow_text_on(char *buf, size_t cap);  /* into buf, truncated to cap */
void sow_text_add(sow_text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void sow_text_vadd(sow_text *t, const char *fmt, va_list ap);
void sow_text_free(sow_text *t);

/* ---- rules (rules.c) ----------------------------------------------------- */

/* Sets every field to its documented default (before a spec is read). */
void sow_rules_defaults(sow_rules *r);
/* Derives the hot-loop tables and checks the rules are consistent.
 * Returns 0, or -1 with err->field and err->msg filled. */
int sow_rules_finish(sow_rules *r, sow_error *err);
/* The rules in plain sentences, with their rule ids, into buf. */
size_t sow_rules_describe(const sow_rules *r, char *buf, size_t cap);   /* truncated to cap */
/* The rule ids a spec attached to a field path, or to its section (as
 * `sow show` looks them up); "" when none. */
const char *sow_rule_ids(const sow_rules *r, const char *path);
void sow_rules_describe_text(const sow_rules *r, sow_text *t);
/* 1 if two rule sets are the same as written (the derived tables aside). */
int sow_rules_same(const sow_rules *a, const sow_rules *b);
/* XXH64 of the rules as written (what r->key holds once finished). */
uint64_t sow_rules_hash(const sow_rules *r);

const char *sow_end_name(sow_end e);        /* snake_case, as in transcripts */
const char *sow_result_name(sow_result r);

/* ---- specs (spec.c) ------------------------------------------------------ */

typedef struct { char id[SOW_NAME_LEN]; char reading[SOW_NAME_LEN]; } sow_choice;

/* Loads a Lua spec, applies the chosen readings (any question not named
 * takes its default), compiles and checks the rules. 0 on success; -1 with
 * err filled (file, line where known, field, what was expected). */
int sow_spec_load(const char *path, const sow_choice *choices, int nchoices,
                  sow_rules *out, sow_error *err);

/* sow_spec_load, given as_written: this spec loaded before, with any
 * readings (NULL: none). While the spec's files are what that load read,
 * the check that each first reading restates the spec, which compiles the
 * spec as written, is not repeated (that load passed it): one compile per
 * reading set. */
int sow_spec_load_known(const char *path, const sow_choice *choices, int nchoices,
                        const sow_rules *as_written, sow_rules *out, sow_error *err);

/* sow_spec_load on another board: `row` pits a row, `per_pit` seeds dealt
 * equally into each (the small boards a solver can settle). Refused (-1,
 * err filled) where a field of the spec is tied to its own board: a seed
 * count (threshold, win_needs, few_left), a set of pits, rounds. */
int sow_spec_load_resized(const char *path, const sow_choice *choices, int nchoices, int row, int per_pit,
                          sow_rules *out, sow_error *err);

/* ---- a game (game.c) ----------------------------------------------------- */

/* A position from a layout: 2N counts (NULL: the spec's layout, which a
 * random deal needs rng for), `first` to move (0, 1, or -1: South unless
 * the spec fixes North). Nothing else of the setup: sow_game_start owns
 * game i. The end rules are applied at once (sow_settle). */
void sow_new_game(const sow_rules *r, sow_state *s, const uint8_t *layout,
                  int first, sow_rng *rng, uint64_t game_index);

/* A playing position: layout (2N counts), `to_move` to move, nothing
 * captured, no plies yet, no end rule applied (set captured counts, then
 * sow_settle). */
void sow_position(const sow_rules *r, sow_state *s, const uint8_t *layout, int to_move);

/* Legal sowing moves of the player to move, as a bit mask of pits (feeding
 * filter applied). 0 while playing means the player must pass. */
sow_moves sow_legal(const sow_rules *r, const sow_state *s);

/* Plays one ply: a pit of sow_legal's mask, or SOW_PASS when it is 0.
 * Applies the whole turn (laps, relay, captures) and then every end rule,
 * the endless proof and the ply limit included (sow_settle), so the game
 * ends on the very ply a rule, a proof or the limit says. trace may be
 * NULL. The caller guarantees legality (see sow_is_legal). */
void sow_play(const sow_rules *r, sow_state *s, int move, sow_trace *trace);

/* The halves of sow_play, for callers that report the position between a
 * ply and the end rule that follows it (a transcript shows the board after
 * the move, then the end that gave the seeds left away). */
void sow_move(const sow_rules *r, sow_state *s, int move, sow_trace *trace);
void sow_settle(const sow_rules *r, sow_state *s);

/* sow_play and sow_settle without the endless proof and the ply limit:
 * every other end rule. Searches (agents) and sow_play_out use them. */
void sow_play_rules(const sow_rules *r, sow_state *s, int move);
void sow_settle_rules(const sow_rules *r, sow_state *s);
/* sow_settle's other half: the endless proof and the ply limit, asked
 * of a game still playing after sow_settle_rules (one that ended is left). */
void sow_settle_proof(const sow_rules *r, sow_state *s);

/* Ends s by the spec's endless rule (finish.endless.rest), or by the
 * simulation limit (SOW_END_LIMIT, result SOW_LIMIT). */
void sow_end_endless(const sow_rules *r, sow_state *s);
void sow_end_limit(const sow_rules *r, sow_state *s);

/* A move as text: "pass", the pit ("5"), the pit and "r" for a move sown
 * against the spec's direction ("5r", sow.either_way), or "swap" (the pie
 * rule); buf holds 8. sow_move_parse reads that form back: 0, or -1 if it
 * is not a move. */
const char *sow_move_text(const sow_rules *r, int move, char *buf);
int sow_move_parse(const sow_rules *r, const char *text, int *move);
/* The pie rule's swap, as a move: bit 2N of the legal moves (pie = true). */
static inline int sow_swap_move(const sow_rules *r) { return r->pits; }

/* 1 if move (a pit or SOW_PASS) is legal in s. */
int sow_is_legal(const sow_rules *r, const sow_state *s, int move);

/* Seeds on the board (r is not used and may be NULL). */
int sow_on_board(const sow_rules *r, const sow_state *s);
/* Seeds in play: on the board and captured; a SOW_MAJORITY threshold is
 * more than half of them. */
int sow_in_play(const sow_state *s);
/* What `player` holds: their store and the seeds in the pits they own. */
int sow_held_seeds(const sow_rules *r, const sow_state *s, int player);
/* The count a threshold or win_needs value stands for in s (0 stays 0). */
int sow_needed(const sow_state *s, int value);

/* ---- playing a game out (line.c) ------------------------------------------ */

/* A move for the player to move in s: a pit of `legal` (never 0), or -1
 * when the chooser failed (an agent error); the game then stops there. */
typedef int (*sow_choose_fn)(void *ctx, const sow_state *s, sow_moves legal);
/* One ply of a game: the state before, the move (a pit or SOW_PASS) and
 * the state after (its end rule applied). */
typedef void (*sow_ply_fn)(void *ctx, const sow_state *before, int move, const sow_state *after);

enum { SOW_TALLY_LAPS = 64 };    /* laps per turn: exact below, the rest in one bin */
/* What a play-out counts of its sowing plies, into arrays it is handed (a
 * simulation's statistics): seeds taken by each turn, laps, pits captured
 * (opposites excluded; capturing turns only), and the largest capture. */
typedef struct {
    uint64_t *turn_capture;      /* [SOW_MAX_SEEDS + 1] */
    uint64_t *laps;              /* [SOW_TALLY_LAPS + 1] */
    uint64_t *chain;             /* [SOW_MAX_PITS + 1] */
    int best;                    /* the largest capture of one turn so far */
    uint64_t *round_first;       /* [3] rounds won, drawn, lost by the player who moved first in them (may be NULL) */
    uint32_t counted;            /* (the play-out's own) the game's sowings counted so far, ply by ply or not */
} sow_tally;

/* Plays s to its end: moves from choose (NULL: the player to move draws
 * uniformly from seat_rng[to_move]), each sowing counted in tally and each
 * ply reported to fn (either may be NULL), in order. The result is exactly
 * that of calling sow_play ply by ply: the game ends on the first ply
 * where endless play is proven, however the proof is scheduled (it is
 * asked lazily, and plies past that point are taken back before anyone
 * sees or counts them). Returns 0, or -1 if choose failed. */
int sow_play_out(const sow_rules *r, sow_state *s, sow_choose_fn choose, void *cctx,
                 sow_rng *const seat_rng[2], sow_tally *tally, sow_ply_fn fn, void *fctx);

/* ---- games in flight (line.c) ----------------------------------------------- */

/* A game of random play in flight: its state, its seats' streams
 * (rng[seat]) and its tally (arrays shared, `best` its own). */
enum { SOW_FLIGHTS = 8 };
typedef struct {
    sow_state s;
    sow_rng rng[2];
    sow_tally tally;
} sow_flight;
/* Starts the next game into slot's f: 1, or 0 when none is left. */
typedef int (*sow_flight_start_fn)(void *ctx, int slot, sow_flight *f);
/* The game in slot has ended, as f. */
typedef void (*sow_flight_end_fn)(void *ctx, int slot, const sow_flight *f);

/* Plays games of random play (sow_play_out with choose and fn NULL) to
 * their ends, `k` (1..SOW_FLIGHTS) at a time, one ply of each in turn:
 * independent games overlap the latencies that hold one game back, as the
 * interleaved limit programs do. Each game ends exactly as sow_play_out
 * would end it; they end in another order. Rules with the endless proof
 * play one game at a time. */
void sow_play_out_flights(const sow_rules *r, int k, sow_flight_start_fn start, sow_flight_end_fn end, void *ctx);

/* ---- perft (perft.c) -------------------------------------------------------- */

/* Adds to count[1..depth] the positions at each depth below s (count has
 * depth + 1 entries): a forced pass is a ply, a finished game has no
 * children. */
void sow_perft(const sow_rules *r, const sow_state *s, int depth, uint64_t *count);

/* ---- game i of a run (setup.c) -------------------------------------------- */

/* The random stream of game `index` of a run with `seed`, for a purpose:
 * 0 the deal and the first player, 1 seat-agent A, 2 agent B, 3 the
 * opening ritual. Every command draws game i from these. */
void sow_rng_game(sow_rng *r, uint64_t seed, uint64_t index, int purpose);

/* How good s is for `seat`, in [-1, 1], by the side-chooser's own judgement
 * (the opening ritual asks it of both sides when moves are not forced). */
typedef double (*sow_judge_fn)(void *ctx, const sow_state *s, int seat);

/* How game i started: who chose the side and whether it mattered. */
typedef struct {
    int chooser;                 /* ritual: the agent (0 = A, 1 = B) who chose the side, or -1 */
    int seat_of[2];              /* seat of agent A and of agent B */
    int choice_mattered;         /* ritual, forced play: 1 if the other side would have changed the chooser's result, 0 if not, -1 unknown */
    int first;                   /* the player to move first */
    uint8_t layout[SOW_MAX_PITS];/* the board as dealt, before any end rule */
} sow_start_info;

/* Sets up game `index` of a run with `seed`: the deal, the first player
 * and the opening ritual (IV.O1, valued as r->chooser says; judge is the
 * side-chooser's judgement when moves are not forced: judge(jctx[agent],
 * ...), NULL for none, i.e. a coin). The one setup every command uses:
 * simulate, play --game, the oracle, vectors, show. */
void sow_game_start(const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge,
                    void *const jctx[2], sow_state *s, sow_start_info *info);
/* sow_game_start, keeping the game the opening ritual foresaw (IV.O1 with
 * forced moves: it plays each side's game out to choose). Returns 1 when
 * *end is the chosen side's game played from *s to its end, its sowings
 * counted into tally as sow_play_out counts them (moves being forced, it
 * is the game any agent plays from *s, random draws aside); 0 with *end
 * and tally untouched otherwise. tally NULL: sow_game_start (returns 0). */
int sow_game_start_played(const sow_rules *r, uint64_t seed, uint64_t index, sow_judge_fn judge,
                          void *const jctx[2], sow_state *s, sow_start_info *info, sow_tally *tally,
                          sow_state *end);

/* The two start positions of a deal that draws nothing, without a ritual
 * (fixed_start, start_layout, start_of): sow_rules_finish calls it last. */
void sow_starts_fix(sow_rules *r);

/* ---- the turn (turn.c): the hot loop ------------------------------------ */

/* Sows pit `from` for player `mover` on board b: laps, relay, captures.
 * Returns the seeds captured, or a negative number when the turn cannot
 * end: -1 the relay provably cycles, -2 it ran past limits.laps (b is then
 * left as it was), SOW_TURN_LAP_CAP it has sown sow.max_laps laps and would
 * relay on (b is left as the last of them left it: the game ends there). */
int sow_turn(const sow_rules *r, sow_board *b, int from, int mover, sow_trace *trace);
enum { SOW_TURN_LAP_CAP = -3 };  /* beside SOW_TURN_CYCLE (-1) and SOW_TURN_LIMIT (-2), internal.h */

/* 1 if sowing `from` drops at least one seed into the row of `player`. */
int sow_reaches_row(const sow_rules *r, const sow_board *b, int from, int player);

/* ---- endless play (endless.c) ------------------------------------------- */

typedef enum { SOW_ENDLESS_UNKNOWN, SOW_ENDLESS_PROVEN, SOW_ENDLESS_NOT } sow_endless_verdict;
/* A proof explores at most this many positions; endless play whose
 * reachable positions are more cannot be proven, and such a game runs on
 * to the ply limit (reported as a limit, not as a rule). */
enum { SOW_ENDLESS_BUDGET = 20000 };
/* Decides by exhaustive search over the positions reachable from s whether
 * any capture or end rule can ever fire again. budget: positions visited. */
sow_endless_verdict sow_endless_proof(const sow_rules *r, const sow_state *s, long budget);
/* The same with SOW_ENDLESS_BUDGET and a per-thread cache of verdicts
 * keyed by rules and position: what sow_settle and sow_play_out ask. */
sow_endless_verdict sow_endless_check(const sow_rules *r, const sow_state *s);
/* The prover keeps its tables per thread between proofs; a thread that
 * used it frees them with this before it exits. */
void sow_endless_release(void);
/* 1 if this thread has asked the prover since it last released its tables
 * (they are made on the first question): compiling a spec asks nothing. */
int sow_endless_in_use(void);
/* 1 if a game of rules r that sow_play_out (or its flights) begins now in
 * this thread has its quiet stretches proven early (16, 32, ... plies),
 * 0 if only every 512: the early proofs of its games seldom proved. Which
 * changes when a proof is asked, never a game. */
int sow_play_out_asks_early(const sow_rules *r);

/* The canonical form of s: the counters r's rules never read cleared (the
 * plies, sowings past the opening rules, quiet plies unless an endless rule
 * counts them, the last ply's record), so that states the rules cannot
 * tell apart are one state (what a solver keys positions by). Rounds read
 * more than this keeps: not for rules with rounds. */
void sow_canonical(const sow_rules *r, sow_state *s);

/* ---- results of a game, by seat (game.c) ---------------------------------- */

/* A seat's result: unresolved = a rule gap stopped the game; limit = a
 * simulation limit stopped it (not a rule, not a gap). */
enum { SOW_R_WIN, SOW_R_DRAW, SOW_R_LOSS, SOW_R_UNRESOLVED, SOW_R_LIMIT, SOW_R__COUNT };
/* The result of a game for `seat` (SOW_R_*); a game that has not ended
 * counts as unresolved. */
int sow_result_for(const sow_state *s, int seat);

/* ---- the instruction set the hot loop runs (dispatch.c) ---------------- */

/* "avx2" or "baseline" where the build carries both copies of the hot loop
 * (the default on x86-64), else "native" (SOW_NATIVE) or "portable". */
const char *sow_isa(void);
/* Runs the copy named ("baseline", "avx2"; "" or "auto": the best this
 * processor runs) from now on: 0, or -1 when the build has no such copy or
 * the processor cannot run it. Call before any game starts. */
int sow_isa_force(const char *name);

#endif
