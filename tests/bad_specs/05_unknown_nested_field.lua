-- bad spec: unknown nested field (a typo)
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  capture = { counts = { 2, 4 }, chian = "preceding" },
}
