-- determinism: an agent that keeps state between moves (a move counter):
-- with state carried across games its choices would depend on which
-- games the same thread played before
local n = 0
return function(pos)
  n = n + 1
  return pos.legal[(n % #pos.legal) + 1]
end
