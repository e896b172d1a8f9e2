-- Nam-nam (Ghana, Western Africa): 2x6 with 4 seeds a pit, relay sowing,
-- every 4 made is taken by the owner of its pit, the last seed's 4 by the
-- sower, and a match of rounds for territory: the pits a player owns change
-- with the seeds they captured in the round before.
-- Sources (read there, paraphrased here; rule ids NN.* are this spec's own):
--   MG = ../shared/mancalagames/GameProps/NamNam.txt (MancalaGames, GPL-3.0
--        data): its parameters and "about" text; MancalaGames' parameter
--        help (src/game_param_descs.txt) and territory code (new_game.py
--        TerritoryNewRound, end_move_rounds.py RoundWinner, end_move_decos.py
--        compute_win_holes, round_seeds_for_win). Parameters not set take
--        MancalaGames' defaults (its _all_params.txt).
--   OW = oware.org, "Nam-Nam Rules" (www.oware.org/nam_nam.asp, MG's cited
--        source): the board, sowing, feeding and capture rules.
-- Ludii has no Nam-nam. Pits 0..5 are South's, 6..11 North's,
-- counter-clockwise; at first each player owns their row (MG, OW: "each row
-- of six houses is the territory of the player sitting nearest"). MG's
-- stores hold the captures only: they are not on the track.
return {
  name = "Nam-nam",

  board = { row = 6 },                       -- NN.B1 MG holes = 6; OW two rows of six houses
  setup = { deal = "equal", total = 48 },    -- NN.B2 MG nbr_start = 4; OW four seeds in each house, each game or round
  first = "south",                           -- NN.Q3 (open): no source says who starts the first round

  sow = {
    direction = "ccw",                       -- NN.R1 MG sow_direct = 1 (CCW); OW "in an anticlockwise direction"
    origin = "sow",                          -- NN.R1 MG skip_start unset
    relay = function(c) return c >= 2 end,   -- NN.R2 MG mlaps = 1 (LAPPER); OW a last seed in a house with seeds: they are scooped up and sown on, until a last seed lands in an empty house
  },
  start = "any",                             -- NN.R1 OW "choose a house from their own territory"

  capture = {
    counts = { 4 },                          -- NN.C1 MG capt_on = [4]: the last seed making 4 is the sower's, wherever it falls
    rows = "any",                            -- NN.C1 MG capt_side = 0 (BOTH); OW "except when four seeds are made with one's last seed on the opponent's territory"
    while_sowing = { counts = { 4 }, by = "owner", rows = "any" }, -- NN.C2 MG sow_rule = 3 (OWN_SOW_CAPT_ALL): "The seeds of any hole sown to 4 are captured by the hole's owner (regardless of sower)"; OW "one can only capture seeds on one's own territory"
  },

  feed = {
    rule = "leave",                          -- NN.R3 MG mustshare: "you must make seeds available to them, if you can" (MustShare: after the sowing and its captures); OW the same
    unable = "feeder_takes",                 -- NN.E1 MG "otherwise the game is over", unclaimed unset = HOLE_OWNER; OW "the remaining seeds going to the player who has the seeds on their territory"
  },
  empty_row = "owners_take",                 -- NN.E1 MG mustpass unset: a player with no move ends the round, each pit's seeds to its owner
  finish = {
    board_empty = true,                      -- NN.E2
    few_left = 4,                            -- NN.E2 MG pickextra = 3 (PICKLASTSEEDS): "if there are 4 or fewer seeds left on the board the capture takes them as well"; OW the last set of four goes with the one before
    win_needs = 0,                           -- NN.E3 the round to the one who captured more
    endless = { detect = "proven", rest = "gap" }, -- NN.Q2 (open)
  },

  rounds = {
    starter = "alternate",                   -- NN.E4 MG round_starter = 0 (ALTERNATE); OW "each player takes it in turns to start"
    territory = { ends_under = 11 },         -- NN.E5 NN.Q1 MG goal = 2 (TERRITORY), goal_param = 10: "claim ownership of at least 10 holes"; RoundWinner: a player claiming under round_seeds_for_win(12 - 10 + 1) = 11 seeds ends the match; TerritoryNewRound: the round's winner owns (seeds + 2) // 4 holes from their own row on
  },

  ids = {
    ["board"] = "NN.B1", ["setup"] = "NN.B2", ["first"] = "NN.Q3",
    ["sow.direction"] = "NN.R1", ["sow.origin"] = "NN.R1", ["sow.relay"] = "NN.R2", ["start"] = "NN.R1",
    ["capture.counts"] = "NN.C1", ["capture.rows"] = "NN.C1", ["capture.while_sowing"] = "NN.C2",
    ["feed.rule"] = "NN.R3", ["feed.unable"] = "NN.E1", ["empty_row"] = "NN.E1",
    ["finish.board_empty"] = "NN.E2", ["finish.few_left"] = "NN.E2", ["finish.win_needs"] = "NN.E3",
    ["finish.endless"] = "NN.Q2",
    ["rounds.starter"] = "NN.E4", ["rounds.territory"] = "NN.E5 NN.Q1",
  },

  -- NN.Q1: MG ends the match when a player can no longer claim 3 holes
  -- (goal_param 10 of 12 wins); OW's object is "to capture all the
  -- opponent's territory": the match goes on while the loser keeps a pit,
  -- i.e. holds 3 seeds or more (45 of 48 give the winner (45 + 2) // 4 = 11
  -- pits).
  open { id = "NN.Q1", "When does the match end?",
    { "mg",  { rounds = { territory = { ends_under = 11 } } } },
    { "all", { rounds = { territory = { ends_under = 3 } } } } },

  open { id = "NN.Q2", "Play that can never capture or end again: the sources say nothing",
    { "gap",   { finish = { endless = { rest = "gap" } } } },
    { "owner", { finish = { endless = { rest = "owner" } } } } },

  open { id = "NN.Q3", "Who moves first in the first round (not said)?",
    { "south",     { first = "south" } },
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } } },
}
