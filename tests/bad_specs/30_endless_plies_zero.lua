-- bad spec: endless.plies must be positive
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  finish = { endless = { detect = "plies", plies = 0 } },
}
