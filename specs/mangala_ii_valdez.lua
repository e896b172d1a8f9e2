-- Mangala II as published by J. A. Valdez, "50 Ways to Play Mancala" (2023),
-- p. 47, the rival rule set named in II.Q7 of docs/rules/mangala_ii.md
-- (captures only in the opponent's row, an obligation to give the opponent
-- seeds, no capture of all of them); MancalaGames (GameProps/Mangala_II.txt)
-- encodes the same book ("Valdez, Jacob A. 50 Ways to Play Mancala. 2023.
-- p47"): capt_on 2, 4, 6, multicapt -1, capt_side 1 (CaptSide.OPP_SIDE),
-- mustshare, grandslam 2 (GrandSlam.NO_CAPT), goal MAX_SEEDS (the default):
-- in MancalaGames' source (src/end_move_decos.py) ClearWinner ends the game
-- as soon as a player has more than win_seeds = 36 of the 72.
-- Everything not listed below is Mangala II as specs/mangala_ii.lua encodes
-- it (board, seeds, single lap, backward chain, the end). See docs/rivals.md.
local base = include("mangala_ii.lua")

base.name = "Mangala II (Valdez)"
base.capture.rows = "opponent"                          -- II.C1 (Valdez): 2, 4, 6 only on the opponent's side
base.capture.grand_slam = "forfeit"                     -- II.Q7 (Valdez): taking all of the opponent's seeds captures nothing
base.feed = { rule = "reach",                           -- II.Q7 (Valdez): an empty opponent must be fed
              unable = "feeder_takes" }                 -- VZ.Q1 feeder: MancalaGames' unclaimed default HOLE_OWNER
-- goal MAX_SEEDS, game_param_descs.txt: "the game will end when one player
-- has more than half of the total seeds"; ClearWinner: "seeds[...] >
-- self.win_seeds" with win_seeds 36 of 72.
base.finish.threshold = "majority"                      -- MancalaGames (Valdez): 37 of 72 ends play at once
base.finish.at_threshold = "stop"
base.ids["capture.rows"] = "II.C1 II.Q7"
base.ids["capture.grand_slam"] = "II.Q7"
base.ids["feed.rule"] = "II.Q7"
base.ids["feed.unable"] = "VZ.Q1"
base.ids["finish.threshold"] = "II.E2 VZ.Q2"
base.ids["finish.at_threshold"] = "VZ.Q2"
base.ids["capture.extent"] = "II.C2"                    -- II.Q2 removed (below)

-- Questions. Removed:
--   II.Q2 (does the chain cross into the other row?): captures happen only
--     in the opponent's row, so the chain stops at its boundary either way;
--   II.Q7 (which rival rule set?): this spec is one of the rivals.
-- Added: VZ.Q1, who takes the seeds left when nobody can feed; Valdez's
-- text as relayed says nothing. First reading: the player who cannot feed
-- takes them, as MancalaGames plays Mangala_II.txt (unclaimed not set, so
-- EndGameSeeds.HOLE_OWNER: end_move.py gives EndTurnMustShare a ClaimSeeds
-- and the bottom EndGameWinner claimer.py TakeOwnSeeds, every seed to the
-- owner of its hole, and every seed left lies in the feeder's row), and the
-- rule of Oware (abapa). VZ.Q2: does play stop at 37 (MancalaGames) or go
-- on to the end (II.E1)?
-- Every other inherited question is kept as is.
local qs = {}
for i, q in ipairs(base) do
  if q.id ~= "II.Q2" and q.id ~= "II.Q7" then qs[#qs + 1] = q end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

base[#base + 1] = open { id = "VZ.Q1", "The opponent's row is empty and no move feeds it: who takes the seeds left?",
  { "feeder",  { feed = { unable = "feeder_takes" } } },
  { "starved", { feed = { unable = "starved_takes" } } },
  { "nobody",  { feed = { unable = "nobody" } } } }
base[#base + 1] = open { id = "VZ.Q2", "Does play stop once a player has 37 of the 72 (MancalaGames' goal MAX_SEEDS), or go on to an empty board (II.E1)?",
  { "stop",    { finish = { threshold = "majority", at_threshold = "stop" } } },
  { "play_on", { finish = { threshold = 0, at_threshold = "play_on" } } } }

return base
