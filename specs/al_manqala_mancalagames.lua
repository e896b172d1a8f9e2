-- Al-manqala as MancalaGames encodes it (open-source Python program by
-- StoneShark, GameProps/Al-manqala.txt, after Mancala World "Al-manqala"),
-- as its source plays the config's parameters (src/game_info.py,
-- src/game_param_descs.txt, src/allowables.py, src/mancala.py,
-- src/new_game.py, src/end_move.py, src/end_move_decos.py, src/claimer.py).
-- The config's text: single-lap sowing, "If your oppenent does not have
-- seeds you must share some, if you can" (mustshare), "Multiple capture on
-- 2s and 4s" (capt_on 2 4, multicapt -1) on both sides (capt_side 0), "If
-- you are unable to share seeds when your opponent has none, they collect
-- all of your seeds" (unclaimed 3 = EndGameSeeds.UNFED_PLAYER), "Goal:
-- collect the most seeds", "A cycling game can be ended with the End Game
-- menu command, seeds on the board will not score" (quitter 1 =
-- EndGameSeeds.DONT_SCORE).
-- Everything not listed below is Al-manqala as specs/al_manqala.lua encodes
-- it, which MancalaGames plays the same way: 2x7 (holes 7), 7 each
-- (nbr_start 7), any own hole (no allow_rule, min_move 1), one lap (no
-- mlaps), a lap that comes round sows its origin (skip_start not set), the
-- chain backwards (capt_dir OPP_SOW) across rows (capt_side BOTH), the
-- starved player collects when nobody can feed (AM.E1; end_move.py
-- _add_must_share_ender: TakeAllUnclaimed, collector "tgame.turn", the
-- player who just emptied his row). See docs/rivals.md.
local base = include("al_manqala.lua")

base.name = "Al-manqala (MancalaGames)"
-- allowables.py MustShare.test_allowable plays the whole move
-- ("self.game.move(...)", captures included) and allows it only if then
-- "self.opp_has_seeds(opponent)": the opponent's row must hold seeds after
-- the move's captures.
base.feed.rule = "leave"                                -- AM.Q1 leave: MustShare tests the board after the move
-- end_move.py _build_ender: no mustpass, so EndTurnNoMoves: "end game if
-- there are no moves for the next player"; the bottom EndGameWinner's
-- claimer for unclaimed UNFED_PLAYER is TakeOnlyChildNStores ("Ignore
-- unclaimed seeds; count stores and children"): a move that leaves the
-- next player no seeds ends the game, the seeds left scoring for nobody.
base.empty_row = "unclaimed"                            -- AM.Q2 unclaimed: EndTurnNoMoves + TakeOnlyChildNStores
-- end_move_decos.py ClearWinner: win_seeds = 49 of 98, "seeds[...] >
-- self.win_seeds": 50 wins at once, play stops.
base.finish.at_threshold = "stop"                       -- AM.E3, AM.Q7 stop: ClearWinner
-- End Game (quitter DONT_SCORE): deco_quitter's TakeOnlyChildNStores.
base.finish.endless.rest = "unclaimed"                  -- AM.E2, AMG.Q2 unclaimed: quitter 1 DONT_SCORE
-- EndGameWinner: "no clear win condition, pick player with most seeds".
base.finish.win_needs = 0                               -- AMG.Q1 more: EndGameWinner, the most seeds
-- mancala.py Mancala.__init__ "self.turn = random.choice([False, True])";
-- new_game.py NewGame "alternate start player".
base.first = "alternate"                                -- AM.Q8 alternate: NewGame alternates the starter
base.ids["first"] = "AM.R1 AM.Q8"
base.ids["empty_row"] = "AM.Q2"
base.ids["sow.direction"] = "AM.R1 AMG.Q3"
base.ids["finish.endless"] = "AM.E2 AM.Q5 AMG.Q2"       -- AM.Q6 removed (below)
base.ids["finish.win_needs"] = "AM.E3 AMG.Q1"

-- Questions: AM.Q1, AM.Q2, AM.Q7 and AM.Q8 are restated with MancalaGames'
-- reading first (their other readings keep their keywords). Removed: AM.Q6
-- (an odd remainder cannot be split equally): the seeds left are not split
-- but count for nobody. Added: AMG.Q1 (a win with fewer than 50 when seeds
-- are left unclaimed), AMG.Q2 (what endless seeds give: nobody, as
-- MancalaGames, or split, as AM.E2), AMG.Q3 (the config's text says
-- clockwise, its parameter counter-clockwise). Kept: AM.Q3 (MancalaGames:
-- sow, skip_start not set), AM.Q4 (track), AM.Q5, AM.Q9 (starved:
-- UNFED_PLAYER).
local restated = {
  ["AM.Q1"] = open { id = "AM.Q1", "Feeding: 'drops at least one seed' (Tagalog) or 'leaves him something to play with' (English; MancalaGames)?",
    { "leave", { feed = { rule = "leave" } } },
    { "reach", { feed = { rule = "reach" } } } },
  ["AM.Q2"] = open { id = "AM.Q2", "The player to move has an empty row (MancalaGames: the game ends, the seeds left score for nobody)",
    { "unclaimed",        { empty_row = "unclaimed" } },
    { "pass",             { empty_row = "pass" } },
    { "starved_takes",    { empty_row = "starved_takes" } },
    { "last_mover_takes", { empty_row = "last_mover_takes" } } },
  ["AM.Q6"] = false,
  ["AM.Q7"] = open { id = "AM.Q7", "Does play stop as soon as someone reaches 50? (MancalaGames: it stops)",
    { "stop",    { finish = { at_threshold = "stop" } } },
    { "play_on", { finish = { at_threshold = "play_on" } } } },
  ["AM.Q8"] = open { id = "AM.Q8", "Who moves first? (MancalaGames: a random player, then the starter alternates)",
    { "alternate", { first = "alternate" } },
    { "random",    { first = "random" } },
    { "south",     { first = "south" } },
    { "north",     { first = "north" } } },
}
local qs = {}
for i, q in ipairs(base) do
  local r = restated[q.id]
  if r == nil then qs[#qs + 1] = q elseif r then qs[#qs + 1] = r end
  base[i] = nil
end
for i, q in ipairs(qs) do base[i] = q end

-- Like II.Q8: when seeds are left unclaimed the leader may hold fewer than
-- 50. MancalaGames' goal is "the most seeds", so that is the first reading.
base[#base + 1] = open { id = "AMG.Q1", "Seeds left unclaimed: does the leader win with fewer than 50?",
  { "more",        { finish = { win_needs = 0 } } },
  { "at_least_50", { finish = { win_needs = 50 } } } }
base[#base + 1] = open { id = "AMG.Q2", "Endless play: the seeds on the board count for nobody (MancalaGames) or are divided equally (AM.E2)?",
  { "unclaimed", { finish = { endless = { rest = "unclaimed" } } } },
  { "split",     { finish = { endless = { rest = "split" } } } } }
-- The config contradicts itself: its text begins "Sinple lap sow
-- clockwise", its parameter is sow_direct 1 = Direct.CCW, which the program
-- plays (and AM.R1 says counter-clockwise).
base[#base + 1] = open { id = "AMG.Q3", "Sowing direction: the config's parameter (sow_direct 1, counter-clockwise) or its text ('clockwise')?",
  { "ccw", { sow = { direction = "ccw" } } },
  { "cw",  { sow = { direction = "cw" } } } }

return base
