-- Awari as Romein and Bal solved it ("Solving Awari with parallel
-- retrograde analysis", IEEE Computer 2003; the rules of Allis, van der
-- Meulen and van den Herik, 1991). Sources:
--   [AO] Mancala World "Awari Oracle" (the web front end of Romein and
--        Bal's database): Awari differs from Oware (abapa) by (1) a position
--        repeated a third time ends the game, the seeds left divided evenly,
--        an odd seed included (halves); (2) no move may leave the opponent
--        without a move, unless every move does so; a player whose opponent
--        is eradicated by a capture gets the seeds on their own side.
--   [KV] K. Verstoep (Vrije Universiteit, Romein and Bal's group),
--        keesverstoep/alpha-zero-general awari/AwariLogic.py: the sowing
--        table skips the origin pit, captures of 2 and 3 backwards in the
--        opponent's row, get_legal_moves keeps the moves after which the
--        opponent can move (all moves when none), is_win at more than 24,
--        a player who cannot move gives every seed left to the opponent.
--   [W]  the Oware (abapa) rules [AO] starts from: 48 seeds, 4 per house,
--        counter-clockwise, single lap (see oware_abapa.lua).
return {
  name = "Awari (Romein-Bal)",

  board = { row = 6 },                                  -- AW.B1 [W] [KV] 2x6
  setup = { deal = "equal", total = 48 },               -- AW.B2 [KV] 4 in every pit
  first = "south",                                      -- AW.Q4 (open; not said)

  sow = {
    direction = "ccw",                                  -- AW.R1 [W] [KV] counter-clockwise
    origin = "skip",                                    -- AW.R2 [KV] the next[] table skips the origin pit
    relay = false,                                      -- AW.R1 single lap
  },
  start = "any",                                        -- AW.R1

  capture = {
    counts = { 2, 3 },                                  -- AW.C1 [KV] sow(): 2 or 3
    rows = "opponent",                                  -- AW.C1 [KV] only pits of the opponent's row
    chain = "preceding",                                -- AW.C2 [KV] pit2 -= 1 while 2 or 3
    extent = "row",                                     -- AW.C2 [KV] stops at the row's first pit
    test = "sequential",                                -- AW.C2
    grand_slam = "illegal",                             -- AW.C3 AW.Q1 [AO] (2): a move leaving the opponent no seeds is illegal
  },

  feed = {
    rule = "leave",                                     -- AW.F1 [AO] (2), [KV] get_legal_moves: the opponent must be able to move after it
    unable = "feeder_takes",                            -- AW.F2 [AO] seeds left go to the player on whose side they are; [KV] the pass
                                                        --   move gives them to the player who can move: both the feeder
  },
  empty_row = "owners_take",                            -- AW.E2 [AO] eradicated: each seed left to its side's owner; [KV] all to the opponent (the same seeds)

  finish = {
    board_empty = true,                                 -- AW.E1
    threshold = "majority", at_threshold = "stop",      -- AW.E1 [KV] is_win: more than 24
    win_needs = 0,                                      -- AW.E1 [AO] the most seeds (23.5 to 24.5 is a result)
    endless = { detect = "proven", rest = "split" },    -- AW.Q2 (open) [AO] (1) repetition: the seeds left divided evenly
  },

  ids = {
    ["board"] = "AW.B1", ["setup"] = "AW.B2", ["first"] = "AW.Q4",
    ["sow.direction"] = "AW.R1", ["sow.origin"] = "AW.R2", ["sow.relay"] = "AW.R1", ["start"] = "AW.R1",
    ["capture.counts"] = "AW.C1", ["capture.rows"] = "AW.C1", ["capture.chain"] = "AW.C2",
    ["capture.extent"] = "AW.C2", ["capture.test"] = "AW.C2", ["capture.grand_slam"] = "AW.C3 AW.Q1",
    ["feed.rule"] = "AW.F1", ["feed.unable"] = "AW.F2", ["empty_row"] = "AW.E2",
    ["finish.board_empty"] = "AW.E1", ["finish.threshold"] = "AW.E1", ["finish.at_threshold"] = "AW.E1",
    ["finish.win_needs"] = "AW.E1", ["finish.endless"] = "AW.Q2",
  },

  -- [AO] allows a grand slam when every legal move is one ("unless all moves
  -- eradicate the opponent and at least one seed is left on the player's
  -- own side"); [KV] likewise keeps every move when none leaves the opponent
  -- a move. sow's `illegal` has no such exception: when every move is a
  -- grand slam the player has no legal move and empty_row ends the game
  -- (owners take their own rows), where [AO] would let the capture happen.
  -- Not expressible; reported. `forfeit` is abapa's rule, for comparison.
  open { id = "AW.Q1", "A grand slam (every opponent seed captured): illegal (Awari; its exception when every move is one is not expressible), or legal capturing nothing (abapa)?",
    { "illegal", { capture = { grand_slam = "illegal" } } },
    { "forfeit", { capture = { grand_slam = "forfeit" } } } },

  -- [AO] (1) ends the game on a third repetition; sow has no end on
  -- repetition and ends instead on the first ply from which no capture can
  -- ever happen (a repetition can come earlier, while captures are still
  -- possible). An odd remainder cannot be halved: sow reports the gap
  -- odd_split where [AO] gives half a seed each.
  open { id = "AW.Q2", "Endless play (Awari: a repeated position): seeds left divided evenly, or another rule?",
    { "split", { finish = { endless = { rest = "split" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "gap",   { finish = { endless = { rest = "gap" } } } } },

  open { id = "AW.Q4", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
