// Foundation Models' `@Generable` for Linux's stand-in, read from source text like `@Model`: it
// declares the type's `Generable` conformance (the stand-in's protocol has defaults for all it
// asks). `@Guide` expands to nothing: no model reads a schema here.

/// What `@Generable` writes for one attached-macro request: the conformance.
func generableExpansion(_ request: [String: Any]) -> String {
  guard request["macroRole"] as? String == "extension",
    let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String,
    let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String,
    missing.contains("Generable")
  else { return "" }
  return "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): "
    + "FoundationModels.Generable {}"
}
