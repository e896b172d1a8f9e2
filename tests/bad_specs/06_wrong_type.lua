-- bad spec: wrong type: origin is a number
return {
  name = "Bad",
  board = { row = 6 },
  setup = { deal = "equal", total = 72 },
  sow = { direction = "ccw", origin = 1 },
}
