-- bad spec: capture count 0
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  capture = { counts = { 0, 2, 4 } },
}
