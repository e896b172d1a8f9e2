-- Mangala IV after Culin's La'b Madjnuni (Damascus; S. Culin, 1894).
-- Sources: S. Culin, "Mancala, the National Game of Africa", Report of the
-- U.S. National Museum for 1894, pp. 595-607 (Washington, 1896; read before
-- the Oriental Club of Philadelphia, 1894), La'b madjnuni, the "Crazy game":
--   "One distributes the pieces in the fourteen holes, called bute,
--    'houses,' not less than two being placed in one hole. This player then
--    takes all the pieces from the hole at the right of his row, fig. 1, G,
--    called el ras, the head, and drops them one at a time into the holes
--    on the opposite side, commencing with a, b, c, and so on."
-- and docs/rules/mangala_iv.md (Mancala World built its Mangala IV page
-- from its page on La'b Madjnuni, which is based on Culin), whose open
-- questions name Culin's readings: IV.Q1 `rightmost` (the "head" starts
-- every turn) and IV.Q4 `following` (the chain runs over the holes "that
-- follow"). Culin has no odd-or-even ritual and no choice of side (IV.O1):
-- the player who laid out the seeds moves first, and which player that is
-- he does not say (IV.Q8 below).
-- Everything else (board, relay, opposite-pit captures, end) is Mangala IV
-- as specs/mangala_iv.lua encodes it. See docs/rivals.md.
local base = include("mangala_iv.lua")

base.name = "Mangala IV (Culin)"
base.first = "random"                                   -- IV.Q8 random: Culin, "One distributes the pieces ...
                                                        --   This player then takes ...": the layer moves first; who lays is not said
base.start = "rightmost"                                -- IV.Q1 rightmost: Culin, "the hole at the right of his row ... el ras, the head"
base.capture.chain = "following"                        -- IV.Q4 following: holes "that follow" (Culin)
base.setup = { deal = "uniform", total = 98, min = 2 }  -- IV.Q7 min2: Culin, "not less than two being placed in one hole"
base.ids["first"] = "IV.Q8"                             -- no IV.O1 ritual in Culin

-- The four questions governing the changed fields are restated with the
-- Culin reading first (it is this spec's default); their other readings keep
-- their keywords and patches, so `--reading IV.Q1=leftmost`,
-- `--reading IV.Q8=other_first` etc. give back Mangala IV's own answers.
-- Every other inherited question is kept as is (IV.Q12, the side-chooser,
-- matters only under IV.Q8's ritual readings).
local restated = {
  ["IV.Q1"] = open { id = "IV.Q1", "Which pit starts a turn? (Culin: the right-hand 'head' hole)",
    { "rightmost",  { start = "rightmost" } },
    { "leftmost",   { start = "leftmost" } },
    { "first_only", { start = "first_only" } },
    { "free",       { start = "any" } } },
  ["IV.Q4"] = open { id = "IV.Q4", "Chain direction: pits 'that follow' (Culin) or 'preceding' pits (Mancala World)",
    { "following", { capture = { chain = "following" } } },
    { "preceding", { capture = { chain = "preceding" } } } },
  ["IV.Q7"] = open { id = "IV.Q7", "How are 98 seeds 'randomly' distributed? (Culin: laid out by a player, at least two per hole)",
    { "min2",    { setup = { deal = "uniform", min = 2 } } },
    { "uniform", { setup = { deal = "uniform", min = 0 } } },
    { "seven",   { setup = { deal = "equal" } } } },
  -- Culin: the player who laid out the seeds moves first; he does not say
  -- which player lays them out. Most literal: either one (a coin); or the
  -- players take turns laying out from game to game; South always; or
  -- Mangala IV's odd-or-even ritual (IV.O1), for comparison.
  ["IV.Q8"] = open { id = "IV.Q8", "Culin: the player who laid out the seeds moves first; which player lays them out is not said",
    { "random",        { first = "random" } },
    { "alternate",     { first = "alternate" } },
    { "south_first",   { first = "south" } },
    { "other_first",   { first = "ritual_other" } },
    { "chooser_first", { first = "ritual_chooser" } } },
}
for i, q in ipairs(base) do
  if restated[q.id] then base[i] = restated[q.id] end
end

return base
