-- lint: question-single-reading (a note: the question only documents)
return {
  name = "lint: question-single-reading",
  board = { row = 2 },
  setup = { deal = "equal", total = 8 },
  capture = { counts = { 2 } },
  open { id = "LT.Q1", "Can a turn relay forever?", { "gap", {} } },
}
