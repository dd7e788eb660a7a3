// SwiftUI's `@Animatable` (iOS 26), read from source text like `@Model`. It writes the type's
// `animatableData` from its stored `var`s — each one's own data when its type is `Animatable`
// (an `Angle` gives its radians), the value itself when it is `VectorArithmetic` — nested in
// `AnimatablePair`s in declaration order, and declares the `Animatable` conformance when the type
// lacks it. The macro cannot see types, so the data's type is opaque (`some VectorArithmetic`)
// and overloaded helpers in ViewProbe pick each member's data; a member that is neither fails to
// compile, as SwiftUI's macro reports it. `@AnimatableIgnored` (and any property wrapper) leaves
// a property out and expands to nothing.

/// What `@Animatable` writes for one attached-macro request.
func animatableExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String
  else { return "" }
  switch role {
  case "member":
    let names = storedProperties(inType: declaration).filter(isAnimatedProperty).flatMap(
      declaredNames)
    return animatableDataMember(for: names, isPublic: declaresPublicType(declaration))
  case "extension":
    guard let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String,
      let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String,
      missing.contains("Animatable")
    else { return "" }
    return "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): "
      + "nonisolated ViewProbe.Animatable {}"
  default:
    return ""
  }
}

/// Whether a top-level `var` declaration takes part in the data: stored (observers allowed), not
/// static, lazy, `@AnimatableIgnored` or wrapped (a `@State` is the view's storage, not its
/// geometry).
func isAnimatedProperty(_ declaration: String) -> Bool {
  isTrackedStoredProperty(declaration) && !codeWords(declaration).contains { $0.hasPrefix("@") }
}

/// The names a `var` declaration declares: `var width: CGFloat` one, `var x, y: CGFloat` and
/// `var x = 0.0, y = 1.0` two (commas inside brackets and calls belong to values).
func declaredNames(_ declaration: String) -> [String] {
  let code = codeOnly(declaration)
  guard let varRange = code.range(of: "var ") else { return [] }
  var parts: [String] = []
  var current = ""
  var depth = 0
  for character in code[varRange.upperBound...] {
    if character == "{" && depth == 0 { break }
    if "([<".contains(character) { depth += 1 }
    if ")]>".contains(character) { depth -= 1 }
    if character == "," && depth == 0 {
      parts.append(current)
      current = ""
    } else {
      current.append(character)
    }
  }
  parts.append(current)
  return parts.compactMap { part in
    let name = part.drop { $0.isWhitespace }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }
}

/// Whether the type itself is declared `public` or `open` (so its conformance's member is too).
func declaresPublicType(_ declaration: String) -> Bool {
  let words = codeWords(declaration)
  guard
    let keyword = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) })
  else { return false }
  return words[..<keyword].contains { $0 == "public" || $0 == "open" }
}

/// The `animatableData` property over `names`, in order: one member's data alone, two or more
/// nested as `AnimatablePair(first, AnimatablePair(second, …))`, none as `EmptyAnimatableData`.
func animatableDataMember(for names: [String], isPublic: Bool) -> String {
  let access = isPublic ? "public " : ""
  guard !names.isEmpty else {
    return "\(access)nonisolated var animatableData: ViewProbe.EmptyAnimatableData {\n"
      + "  get { ViewProbe.EmptyAnimatableData() }\n  set {}\n}"
  }
  func data(_ names: ArraySlice<String>) -> String {
    let member = "ViewProbe._animatableMemberData(\(names.first!))"
    guard names.count > 1 else { return member }
    return "ViewProbe.AnimatablePair(\(member), \(data(names.dropFirst())))"
  }
  let current = data(names[...])
  let assignments = names.enumerated().map { index, name in
    let path =
      String(repeating: ".second", count: index) + (index == names.count - 1 ? "" : ".first")
    return "    ViewProbe._setAnimatableMemberData(&\(name), data\(path))"
  }
  return """
    \(access)nonisolated var animatableData: some ViewProbe.VectorArithmetic {
      get { \(current) }
      set {
        let data = ViewProbe._animatableDataUnwrapped(newValue, as: \(current))
    \(assignments.joined(separator: "\n"))
      }
    }
    """
}
