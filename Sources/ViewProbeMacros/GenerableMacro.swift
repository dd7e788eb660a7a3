// Foundation Models' `@Generable` for Linux's stand-in, read from source text like `@Model`: it
// declares the type's `Generable` conformance and, for a struct, its `PartiallyGenerated` form as
// Apple's macro writes it — a struct of the same stored properties, each `T.PartiallyGenerated?`,
// with a `GenerationID` as its `id` — and how a value of it streams: its properties one after
// another, in declaration order, each through its own snapshots. `@Guide` expands to nothing: no
// model reads a schema here.

/// What `@Generable` writes for one attached-macro request: the conformance (unless the type
/// declares it) with, for a struct, its partial form.
func generableExpansion(_ request: [String: Any]) -> String {
  guard request["macroRole"] as? String == "extension",
    let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String
  else { return "" }
  let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
  // Nonisolated, as Apple's macro writes it: under Xcode 26's default main-actor isolation the
  // type is on the main actor, and a `Tool`'s `Arguments` must still be generable anywhere.
  let conformance =
    missing.contains("Generable") ? ": nonisolated FoundationModels.Generable" : ""
  let members = declaresStruct(declaration) ? partialMembers(of: declaration) : ""
  guard !conformance.isEmpty || !members.isEmpty else { return "" }
  return "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines))\(conformance) {\n"
    + members + "}"
}

/// Whether `source` declares a struct (an enum streams whole: its partial form is itself).
func declaresStruct(_ source: String) -> Bool {
  let words = codeWords(source)
  let keyword = words.firstIndex { ["struct", "class", "enum", "actor"].contains($0) }
  return keyword.map { words[$0] == "struct" } ?? false
}

/// A stored property a `@Generable` struct declares: its name and its type as written.
struct GeneratedProperty {
  let name: String
  let type: String

  /// The property `let name: Type` or `var name: Type` declares, or `nil` for one this macro
  /// does not generate: static, computed, without a written type.
  init?(parsing declaration: String) {
    let code = codeOnly(declaration)
    let words = codeWords(code)
    guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }),
      !words[..<keyword].contains(where: { ["static", "class", "lazy"].contains($0) }),
      let keywordRange = code.range(of: words[keyword] + " ")
    else { return nil }
    let rest = code[keywordRange.upperBound...]
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    name = rest[..<colon].trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      return nil
    }
    let afterColon = rest[rest.index(after: colon)...]
    let end = afterColon.firstIndex { $0 == "=" || $0 == "{" } ?? afterColon.endIndex
    // `{` after the type: computed, unless only observers follow.
    if end < afterColon.endIndex && afterColon[end] == "{" {
      let body = afterColon[afterColon.index(after: end)...].drop { $0.isWhitespace }
      guard body.hasPrefix("willSet") || body.hasPrefix("didSet") else { return nil }
    }
    type = afterColon[..<end].trimmingCharacters(in: .whitespacesAndNewlines)
    guard !type.isEmpty else { return nil }
  }

  /// The type whose partial form the property takes: `T?` and `Optional<T>` take `T`'s, and an
  /// array `[T]` is spelled `Array<T>` so that a member type can follow it.
  var generatedType: String {
    var base = type
    if base.hasSuffix("?") {
      base = String(base.dropLast()).trimmingCharacters(in: .whitespaces)
    } else if base.hasPrefix("Optional<") && base.hasSuffix(">") {
      base = String(base.dropFirst("Optional<".count).dropLast())
    }
    if base.hasPrefix("(") && base.hasSuffix(")") { base = String(base.dropFirst().dropLast()) }
    if base.hasPrefix("[") && base.hasSuffix("]") && !base.contains(":") {
      base = "Array<" + base.dropFirst().dropLast() + ">"
    }
    return base
  }
}

/// The partial form of the struct `declaration` declares, and the two members that make one from
/// a value: whole (`asPartiallyGenerated()`), and snapshot by snapshot as a stream shows it.
func partialMembers(of declaration: String) -> String {
  let properties = storedProperties(inType: declaration, lets: true)
    .filter { !codeWords($0).contains { $0.hasPrefix("@") && !$0.hasPrefix("@Guide") } }
    .compactMap(GeneratedProperty.init(parsing:))
  // A property `id: GenerationID` is the value's own identifier: the partial form's `id` too.
  let ownID = properties.first { $0.name == "id" && $0.type.hasSuffix("GenerationID") }
  let fields = properties.filter { $0.name != ownID?.name }
  let access = declaresPublicType(declaration) ? "public " : ""
  let newID = ownID == nil ? "FoundationModels.GenerationID()" : "self.id"
  var lines = [
    "\(access)nonisolated struct PartiallyGenerated: Identifiable, "
      + "FoundationModels.ConvertibleFromGeneratedContent {",
    "  \(access)var id: FoundationModels.GenerationID",
  ]
  lines += fields.map { "  \(access)var \($0.name): \($0.generatedType).PartiallyGenerated?" }
  lines += [
    "  init(_viewProbeID id: FoundationModels.GenerationID) { self.id = id }",
    "}",
    "\(access)nonisolated func asPartiallyGenerated() -> PartiallyGenerated {",
    "  var partial = PartiallyGenerated(_viewProbeID: \(newID))",
  ]
  lines += fields.map { "  partial.\($0.name) = FoundationModels._partial(of: self.\($0.name))" }
  lines += [
    "  return partial",
    "}",
    "\(access)nonisolated func _streamedSnapshots() -> [PartiallyGenerated] {",
    "  var partial = PartiallyGenerated(_viewProbeID: \(newID))",
    "  var snapshots: [PartiallyGenerated] = []",
  ]
  lines += fields.map {
    "  for step in FoundationModels._snapshots(of: self.\($0.name)) { "
      + "partial.\($0.name) = step; snapshots.append(partial) }"
  }
  lines += ["  return snapshots.isEmpty ? [partial] : snapshots", "}"]
  return lines.joined(separator: "\n") + "\n"
}
