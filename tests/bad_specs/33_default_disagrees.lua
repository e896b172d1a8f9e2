-- The first reading of a question is its default: here it contradicts the spec.
return {
  name = "default disagrees",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  sow = { origin = "skip" },
  capture = { counts = { 2, 4, 6 }, chain = "preceding" },
  open { id = "X.Q1", "Does a long lap sow its origin?",
    { "sow",  { sow = { origin = "sow" } } },
    { "skip", { sow = { origin = "skip" } } } },
}
