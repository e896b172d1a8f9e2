-- determinism: an agent that picks by iterating a table with pairs()
return function(pos)
  local t = {}
  for i, p in ipairs(pos.legal) do t["pit" .. p] = p end
  for k, p in pairs(t) do return p end
end
