// `@Model` for Linux's SwiftData stand-in, read from source text like `@Entry`. It does what
// `@Observable` does — a registrar and the helpers `@ObservationTracked` calls as members,
// `@ObservationTracked` on each stored `var` (so Observation's own macro writes the accessors),
// the `Observable` conformance — and adds the model's persistence state and the
// `PersistentModel` conformance. Its registrar is SwiftData's: it also inserts models that a
// relationship of an inserted model comes to hold, as SwiftData does.

/// What `@Model` writes for one attached-macro request.
func modelExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String
  else { return "" }
  switch role {
  case "member":
    guard let name = className(in: declaration) else { return "" }
    return modelMembers(of: name)
  case "memberAttribute":
    return isTrackedStoredProperty(declaration) ? "@ObservationTracked" : ""
  case "extension":
    guard let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String
    else { return "" }
    let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
    var conformances: [String] = []
    if missing.contains("PersistentModel") { conformances.append("SwiftData.PersistentModel") }
    if missing.contains("Observable") { conformances.append("Observation.Observable") }
    guard !conformances.isEmpty else { return "" }
    return "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): "
      + conformances.joined(separator: ", ") + " {}"
  default:
    return ""
  }
}

/// The members a model class gets: its registrar and the helpers `@ObservationTracked` calls,
/// and its persistence state.
func modelMembers(of name: String) -> String {
  """
  @ObservationIgnored private let _$observationRegistrar = SwiftData._ModelRegistrar()

  @ObservationIgnored public let _viewProbeModelState = SwiftData._ModelState()

  internal nonisolated func access<__Member>(keyPath: KeyPath<\(name), __Member>) {
    _$observationRegistrar.access(self, keyPath: keyPath)
  }

  internal nonisolated func withMutation<__Member, __Result>(
    keyPath: KeyPath<\(name), __Member>, _ mutation: () throws -> __Result
  ) rethrows -> __Result {
    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
  }

  private nonisolated func shouldNotifyObservers<__Member>(_ old: __Member, _ new: __Member) -> Bool {
    true
  }

  private nonisolated func shouldNotifyObservers<__Member: Equatable>(
    _ old: __Member, _ new: __Member
  ) -> Bool {
    old != new
  }

  private nonisolated func shouldNotifyObservers<__Member: AnyObject>(
    _ old: __Member, _ new: __Member
  ) -> Bool {
    old !== new
  }

  private nonisolated func shouldNotifyObservers<__Member: Equatable & AnyObject>(
    _ old: __Member, _ new: __Member
  ) -> Bool {
    old != new
  }
  """
}

/// The name of the class `source` declares (`class Trip`, `final class Trip: Codable`).
func className(in source: String) -> String? {
  let words = codeWords(source)
  guard let index = words.firstIndex(of: "class"), index + 1 < words.count else { return nil }
  let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
  return name.isEmpty ? nil : String(name)
}

/// Whether `source` declares a stored instance `var` that observation tracks: not static, lazy,
/// weak or unowned, not computed or observed, not `@Transient` or `@ObservationIgnored`.
func isTrackedStoredProperty(_ source: String) -> Bool {
  let code = codeOnly(source)
  let words = codeWords(code)
  guard let varIndex = words.firstIndex(of: "var") else { return false }
  let before = words[..<varIndex]
  let excluded = ["static", "class", "lazy", "weak", "unowned", "override", "let", "func"]
  if before.contains(where: { word in excluded.contains(word) }) { return false }
  if before.contains(where: {
    $0.hasPrefix("@Transient") || $0.hasPrefix("@ObservationIgnored")
      || $0.hasPrefix("@ObservationTracked")
  }) {
    return false
  }
  // After the name and type: a `{` before any `=` makes it computed (or observed).
  guard let varRange = code.range(of: "var ") else { return false }
  let rest = code[varRange.upperBound...]
  let brace = rest.firstIndex(of: "{")
  let equals = rest.firstIndex(of: "=")
  if let brace, equals.map({ brace < $0 }) ?? true { return false }
  return true
}

/// `source` without comment lines.
func codeOnly(_ source: String) -> String {
  source.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    .joined(separator: "\n")
}

/// The whitespace-separated words of `source`'s code.
func codeWords(_ source: String) -> [String] {
  codeOnly(source).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
}
