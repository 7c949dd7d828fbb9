# Usage: find src -name "*.rs" | xargs awk -f scripts/fn_lengths.awk | sort -rn | head
# Print "LINES FILE:LINE NAME" for every fn (rustfmt layout: the body closes with "}" at the fn's indentation).
FNR == 1 { depth = 0 }
{
  if (match($0, /^[ ]*(pub(\([a-z:]+\))? )?(const )?(async )?(unsafe )?(extern "C" )?fn [A-Za-z0-9_]+/)) {
    line = substr($0, RSTART, RLENGTH)
    ind = match($0, /[^ ]/) - 1
    name = line; sub(/.*fn /, "", name)
    if ($0 ~ /;[ ]*$/ && $0 !~ /\{/) next
    depth++; start[depth] = FNR; indent[depth] = ind; fname[depth] = name
    if ($0 ~ /\}[ ]*$/ && $0 ~ /\{/) { depth--; }
    next
  }
  if (depth > 0) {
    closing = sprintf("%" indent[depth] "s}", "")
    if ($0 == closing) {
      print FNR - start[depth] + 1, FILENAME ":" start[depth], fname[depth]
      depth--
    }
  }
}
