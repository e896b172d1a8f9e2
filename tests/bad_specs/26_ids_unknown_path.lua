-- bad spec: unknown field path in ids
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  ids = { ["capture.chian"] = "XX.C1" },
}
