-- Pallanguzhi (Pallam Kuzhi, Pallanguli; South India and Sri Lanka): 2x7,
-- relay sowing from the pit after the last one, 4s taken while sowing by
-- the row's owner, two-out captures, a match of rounds with pits out of play.
-- Sources (read there, paraphrased here; rule ids PZ.* are this spec's own):
--   MR = ../shared/mancalagames/GameProps/Pallam_Kuzhi.txt (MancalaGames,
--        GPL-3.0 data, after Russ 1984 p58): its parameters and "about" text.
--   MH = ../shared/mancalagames/GameProps/Pallanguli.txt (MancalaGames, after
--        Hanson 2003 p85-92): its parameters, "about" and "deviation" texts.
--   MG's parameter help (src/game_param_descs.txt) and code
--   (sower_decos.py SowCaptOwned). Parameters not set take MG's defaults.
-- The spec as written is MR's game (Russ); MH's differences are readings.
-- Pits 0..6 are South's, 7..13 North's, counter-clockwise. MG's stores
-- hold the captures only: they are not on the track.
return {
  name = "Pallanguzhi",

  board = { row = 7 },                       -- PZ.B1 MR, MH holes = 7
  setup = { deal = "equal", total = 56 },    -- PZ.B2 PZ.Q1 (open): MR nbr_start = 4; MH 6
  first = "south",                           -- PZ.Q7 (open): no source says who starts

  sow = {
    direction = "ccw",                       -- PZ.R1 MR, MH sow_direct = 1: "Sow counter-clockwise"
    origin = "sow",                          -- PZ.R1 MR, MH skip_start unset
    relay = function(c) return c >= 1 end,   -- PZ.R2 MR, MH mlaps = 2 (LAPPER_NEXT): the next lap starts from the hole after the last seed's
    relay_from = "next",                     -- PZ.R2   whenever it holds seeds ("until there are no seeds in the hole following the last seed")
  },
  start = "any",                             -- PZ.R1 MR, MH allow_rule unset

  capture = {
    while_sowing = { counts = { 4 }, by = "owner", rows = "any" }, -- PZ.C1 PZ.Q2 PZ.Q3 (open): MR text, MH sow_rule = 3 (OWN_SOW_CAPT_ALL): "any hole sown to four seeds is captured by the hole owner"
    kind = "two_out",                        -- PZ.C2 MR, MH capt_type = 2 (TWO_OUT), capt_dir = 1: the hole after the empty next hole is taken
    two_out_last = "any",                    -- PZ.C2 after LAPPER_NEXT the last hole may hold anything (MG: "captures are checked when there are no seeds in the hole after the final seed")
    chain = "none",                          -- PZ.C2 MR, MH multicapt unset (MH's Longbeu-a-cha variant chains)
    rows = "any",                            -- PZ.C2 MR, MH capt_side = 0 (BOTH)
  },

  empty_row = "owners_take",                 -- PZ.E1 PZ.Q4 (open): MR rounds = 2 (NO_MOVES, no mustshare): "Each round ends when the current player does not have any playable holes"; unclaimed unset = HOLE_OWNER
  finish = {
    board_empty = true,                      -- PZ.E1
    win_needs = 0,                           -- PZ.E2 goal MAX_SEEDS: the match goes to the more seeds
    endless = { detect = "proven", rest = "gap" }, -- PZ.Q6 (open)
  },

  rounds = {
    fill = "left",                           -- PZ.E3 PZ.Q5 (open): MR round_fill = 1 (LEFT_FILL): "from each player's left"
    blocked = true,                          -- PZ.E3 MR, MH blocks: "unfilled holes are out of play"
    starter = "alternate",                   -- PZ.E3 MR, MH round_starter = 0: "The players alternate starting rounds"
    needs = 1,                               -- PZ.E4 PZ.Q4: MR "The game is over when either player cannot fill a single hole" (goal_param unset)
  },

  ids = {
    ["board"] = "PZ.B1", ["setup"] = "PZ.B2 PZ.Q1", ["first"] = "PZ.Q7",
    ["sow.direction"] = "PZ.R1", ["sow.origin"] = "PZ.R1", ["sow.relay"] = "PZ.R2", ["sow.relay_from"] = "PZ.R2",
    ["start"] = "PZ.R1",
    ["capture.while_sowing"] = "PZ.C1 PZ.Q2 PZ.Q3", ["capture.kind"] = "PZ.C2", ["capture.two_out_last"] = "PZ.C2",
    ["capture.chain"] = "PZ.C2", ["capture.rows"] = "PZ.C2",
    ["empty_row"] = "PZ.E1 PZ.Q4", ["finish.board_empty"] = "PZ.E1", ["finish.win_needs"] = "PZ.E2",
    ["finish.endless"] = "PZ.Q6",
    ["rounds.fill"] = "PZ.E3 PZ.Q5", ["rounds.blocked"] = "PZ.E3", ["rounds.starter"] = "PZ.E3", ["rounds.needs"] = "PZ.E4 PZ.Q4",
  },

  open { id = "PZ.Q1", "Seeds per pit at the start: 4 (MR, Russ) or 6 (MH, Hanson)?",
    { "four", { setup = { total = 56 } } },
    { "six",  { setup = { total = 84 } } } },

  -- PZ.Q2: MR's about text (both players take the 4s of their own side,
  -- "the non-sower may capture") and MH (sow_rule 3, OWN_SOW_CAPT_ALL) give
  -- a hole sown to 4 to its owner; MR's own parameter is sow_rule = 4
  -- (SOW_CAPT_ALL): the sower takes every hole sown to 4 (capt_side BOTH).
  open { id = "PZ.Q2", "Who takes a hole sown to 4 while sowing: its owner (MR text, MH) or the sower (MR's sow_rule 4)?",
    { "owner", { capture = { while_sowing = { by = "owner" } } } },
    { "sower", { capture = { while_sowing = { by = "sower" } } } } },

  -- PZ.Q3: MH's text takes every 4 but the final seed of a lap; MG's code
  -- (SowCaptOwned) varies by version: one takes every seed but a lap's
  -- last, a later one "any seed" with LAPPER_NEXT, the lap's last included.
  -- sow's while_sowing always leaves a lap's last seed to the capture
  -- rules: the later code's reading is not expressible.
  open { id = "PZ.Q3", "Is the hole of a lap's last seed sown to 4 taken while sowing (MH text: no; a later MG code: yes, not expressible)?",
    { "not_last", { capture = { while_sowing = { counts = { 4 } } } } } },

  -- PZ.Q4: MR ends a round when the player to move cannot move (the seeds
  -- left go to their row's owner) and the match when a player cannot fill
  -- one hole. MH: a player without seeds passes (mustpass), the opponent
  -- must feed them when it can (mustshare; when it cannot, the game ends
  -- and the seeds left are the feeder's, HOLE_OWNER), a round ends when
  -- neither can move, and the match when a player cannot fill 3 holes
  -- (goal_param 3). MH's PICKLASTSEEDS is MG's own addition (its
  -- deviation: "games between inexperienced players often end in cycling
  -- seeds"), not Hanson's rule: it is left out.
  open { id = "PZ.Q4", "Round end and match end: MR (no move ends the round; one hole to go on) or MH (pass, feed, 3 holes)?",
    { "russ",   { empty_row = "owners_take", rounds = { needs = 1 } } },
    { "hanson", { empty_row = "pass", feed = { rule = "reach", unable = "feeder_takes" },
                  finish = { no_moves = "owner" }, rounds = { needs = 3 } } } },

  -- PZ.Q5: MR fills the round loser's holes from the left; MH's parameter
  -- is round_fill = 2 (RIGHT_FILL) while its text says "from each player's
  -- left".
  open { id = "PZ.Q5", "The round loser fills its holes from its left (MR, MH text) or its right (MH's round_fill 2)?",
    { "left",  { rounds = { fill = "left" } } },
    { "right", { rounds = { fill = "right" } } } },

  open { id = "PZ.Q6", "Play that can never capture or end again: the sources say nothing (MG ends such a game by its menu)",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } },
    { "split", { finish = { endless = { rest = "split" } } } } },

  open { id = "PZ.Q7", "Who moves first (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
