-- Mangala IV after Culin's La'b Madjnuni (Damascus; S. Culin, 1894).
-- Source: docs/rules/mangala_iv.md, header (Mancala World built the page from
-- its page on La'b Madjnuni, which is based on S. Culin (1894)) and the
-- Culin readings of its open questions: IV.Q1 `rightmost` (the right-hand
-- "head" hole starts every turn) and IV.Q4 `following` (the chain runs over
-- the holes "that follow"). IV.Q7 `min2`: the layout is placed freely, at
-- least two in every hole (uniform deal with min = 2).
-- Everything else (board, relay, opposite-pit captures, ritual, end) is
-- Mangala IV as specs/mangala_iv.lua encodes it. See docs/rivals.md.
local base = include("mangala_iv.lua")

base.name = "Mangala IV (Culin)"
base.start = "rightmost"                                -- IV.Q1 rightmost: the "head" hole, every turn
base.capture.chain = "following"                        -- IV.Q4 following: holes "that follow" (Culin)
base.setup = { deal = "uniform", total = 98, min = 2 }  -- IV.B2, IV.Q7 min2: free layout, >= 2 per hole

-- The three questions governing the changed fields are restated with the
-- Culin reading first (it is this spec's default); their other readings keep
-- their keywords and patches, so `--reading IV.Q1=leftmost` etc. give back
-- Mangala IV's own answers. Every other inherited question is kept as is.
local restated = {
  ["IV.Q1"] = open { id = "IV.Q1", "Which pit starts a turn? (Culin: the right-hand 'head' hole)",
    { "rightmost",  { start = "rightmost" } },
    { "leftmost",   { start = "leftmost" } },
    { "first_only", { start = "first_only" } },
    { "free",       { start = "any" } } },
  ["IV.Q4"] = open { id = "IV.Q4", "Chain direction: pits 'that follow' (Culin) or 'preceding' pits (Mancala World)",
    { "following", { capture = { chain = "following" } } },
    { "preceding", { capture = { chain = "preceding" } } } },
  ["IV.Q7"] = open { id = "IV.Q7", "How are 98 seeds 'randomly' distributed? (Culin: placed freely, at least two per hole)",
    { "min2",    { setup = { deal = "uniform", min = 2 } } },
    { "uniform", { setup = { deal = "uniform", min = 0 } } },
    { "seven",   { setup = { deal = "equal" } } } },
}
for i, q in ipairs(base) do
  if restated[q.id] then base[i] = restated[q.id] end
end

return base
