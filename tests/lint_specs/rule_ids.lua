-- lint: rule-id-missing and question-missing, checked against a rules file
-- the test writes (rules B1 and C1, questions Q1 and Q2 of prefix LZ): rule C1
-- and question Q2 are missing, and the ids table names an unknown C7.
return {
  name = "lint: rule ids",
  board = { row = 2 },                                  -- LZ.B1
  setup = { deal = "equal", total = 8 },
  capture = { counts = { 2 } },
  ids = { ["board"] = "LZ.B1", ["capture.counts"] = "LZ.C7" },
  open { id = "LZ.Q1", "Who moves first?",
    { "south", { first = "south" } },
    { "north", { first = "north" } } },
}
