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
    return modelMembers(of: name) + "\n\n" + relationshipTable(of: name, in: declaration)
      + "\n\n" + copyMembers(of: name, in: declaration) + "\n\n"
      + persistedKeyPaths(of: name, in: declaration)
  case "memberAttribute":
    return isTrackedStoredProperty(declaration) ? "@ObservationTracked" : ""
  case "extension":
    guard let type = (request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String
    else { return "" }
    let missing = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
    var conformances: [String] = []
    // Nonisolated, as the requirements the macro writes are: a model stays usable off the main
    // actor (a model actor's) in a target whose code is on the main actor by default.
    if missing.contains("PersistentModel") { conformances.append("SwiftData.PersistentModel") }
    if missing.contains("Observable") { conformances.append("Observation.Observable") }
    guard !conformances.isEmpty else { return "" }
    return "nonisolated extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): "
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
    _viewProbeModelState._noteRead(of: \(name).self)
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

/// What lets a context other than the main one hold its own instance of a stored model, as
/// SwiftData's contexts do: an initializer that copies every stored property of another instance
/// (and keeps its identity; a property with an initial value is set through its setter, which is
/// then not an edit), and `_viewProbeCopy()` that calls it. When the class's stored
/// properties cannot all be read from its text with certainty (one declared under `#if`, several
/// in one declaration, a property wrapper), `_viewProbeCopy()` returns `nil` and the contexts share
/// the one object. A class that declares no designated initializer gets `init()`, which Swift
/// would otherwise stop writing for it.
func copyMembers(of name: String, in source: String) -> String {
  let copy = "public nonisolated func _viewProbeCopy() -> (any SwiftData.PersistentModel)?"
  guard let assignments = copiedProperties(in: source) else { return copy + " { nil }" }
  let lines = assignments.map {
    "  self.\($0) = SwiftData._copiedValue(_viewProbeOther, \\\(name).\($0))"
  }
  var members = """
    \(copy) { \(name)(_viewProbeCopyOf: self) }

    nonisolated init(_viewProbeCopyOf _viewProbeOther: \(name)) {
      _viewProbeModelState._beginCopy(of: _viewProbeOther._viewProbeModelState)
    \(lines.joined(separator: "\n"))
      _viewProbeModelState._endCopy()
    }
    """
  if !declaresDesignatedInitializer(source) { members += "\n\ninit() {}" }
  return members
}

/// The key paths of the properties SwiftData stores (not `@Transient`), as a fetch may name them
/// in a predicate or a sort; `nil` when they cannot be told with certainty.
func persistedKeyPaths(of name: String, in source: String) -> String {
  let declaration = "public nonisolated static var _viewProbePersistedKeyPaths: [AnyKeyPath]?"
  guard let properties = storedPropertyList(in: source) else { return declaration + " { nil }" }
  let paths = properties.filter { !$0.isTransient }.map { "\\\(name).\($0.name)" }
  return declaration + " { [" + paths.joined(separator: ", ") + "] }"
}

/// A stored instance property of a model class, as its text declares it.
struct StoredProperty {
  let name: String
  let isLet: Bool
  let isTransient: Bool
  let hasInitialValue: Bool
  let isTracked: Bool
}

/// The names of the stored instance properties a copy sets (a `@Transient` one with an initial
/// value keeps it), or `nil` when they cannot be told with certainty or a copy cannot have them
/// all (a `let` with an initial value, an `unowned` reference).
func copiedProperties(in source: String) -> [String]? {
  guard let properties = storedPropertyList(in: source) else { return nil }
  var names: [String] = []
  for property in properties {
    if property.isLet {
      // A constant with an initial value cannot be set: a copy would have its own.
      guard !property.hasInitialValue else { return nil }
      names.append(property.name)
    } else if property.isTransient {
      // Not stored: a new instance has its initial value, as in SwiftData.
      if !property.hasInitialValue { names.append(property.name) }
    } else if property.isTracked {
      names.append(property.name)
    }
  }
  return names
}

/// The stored instance properties the class declares, or `nil` when they cannot be told with
/// certainty (one declared under `#if`, several in one declaration, an unknown attribute, an
/// `unowned` reference).
func storedPropertyList(in source: String) -> [StoredProperty]? {
  if topLevelCode(ofType: source).split(separator: "\n").contains(where: {
    $0.trimmingCharacters(in: .whitespaces).hasPrefix("#if")
  }) {
    return nil
  }
  var properties: [StoredProperty] = []
  let known = ["@Attribute", "@Relationship", "@Transient", "@ObservationIgnored", "@available"]
  for declaration in storedProperties(inType: source, lets: true) {
    let words = codeWords(declaration)
    guard let keywordIndex = words.firstIndex(where: { $0 == "var" || $0 == "let" }) else {
      continue
    }
    let modifiers = words[..<keywordIndex]
    if modifiers.contains(where: { ["static", "class", "lazy", "func", "case"].contains($0) }) {
      continue
    }
    if modifiers.contains(where: { word in
      word.hasPrefix("@") && !known.contains { word.hasPrefix($0) }
    }) {
      return nil
    }
    let isLet = words[keywordIndex] == "let"
    guard !modifiers.contains("unowned"), !bindsSeveralNames(declaration),
      let property = EntryProperty(
        parsing: declaration.replacingOccurrences(of: "let ", with: "var "))
    else { return nil }
    let isTransient = modifiers.contains { $0.hasPrefix("@Transient") }
    let isTracked =
      !isLet
      && isTrackedStoredProperty(
        declaration.replacingOccurrences(of: "@Transient", with: "")
          .replacingOccurrences(of: "@ObservationIgnored", with: ""))
    guard isLet || isTransient || isTracked else { continue }
    properties.append(
      StoredProperty(
        name: property.name, isLet: isLet, isTransient: isTransient,
        hasInitialValue: property.defaultValue != nil, isTracked: isTracked))
  }
  return properties
}

/// Whether a declaration binds more than one name (`var latitude, longitude: Double`): a comma
/// outside brackets, parentheses, angle brackets and strings.
func bindsSeveralNames(_ declaration: String) -> Bool {
  var depth = 0
  var inString = false
  for character in declaration {
    if character == "\"" { inString.toggle() }
    if inString { continue }
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]", ">": depth -= 1
    case "{": return false
    case ",": if depth == 0 { return true }
    default: break
    }
  }
  return false
}

/// Whether the class declares a designated initializer (an `init` that is not `convenience`).
func declaresDesignatedInitializer(_ source: String) -> Bool {
  let words = codeWords(topLevelCode(ofType: source))
  for (index, word) in words.enumerated()
  where word.hasPrefix("init(") || word.hasPrefix("init?(") || word.hasPrefix("init!(")
    || word.hasPrefix("init<") || word == "init"
  {
    if index > 0 && words[index - 1] == "convenience" { continue }
    return true
  }
  return false
}

/// The name of the class `source` declares (`class Trip`, `final class Trip: Codable`).
func className(in source: String) -> String? {
  let words = codeWords(source)  // comments removed
  guard let index = words.firstIndex(of: "class"), index + 1 < words.count else { return nil }
  let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
  return name.isEmpty ? nil : String(name)
}

/// Whether `source` declares a stored instance `var` that observation tracks: not static, lazy,
/// weak or unowned, not computed (observers are allowed), not `@Transient` or
/// `@ObservationIgnored`.
func isTrackedStoredProperty(_ source: String) -> Bool {
  let code = codeOnly(source)
  let words = codeWords(code)
  guard let varIndex = words.firstIndex(of: "var") else { return false }
  let before = words[..<varIndex]
  let excluded = [
    "static", "class", "lazy", "weak", "unowned", "override", "let", "func", "struct", "enum",
    "actor", "protocol", "extension", "init", "subscript", "typealias", "case",
  ]
  if before.contains(where: { word in excluded.contains(word) }) { return false }
  // A `var` inside braces belongs to a nested type or a function, not to the model.
  if before.contains(where: { $0.contains("{") }) { return false }
  if before.contains(where: {
    $0.hasPrefix("@Transient") || $0.hasPrefix("@ObservationIgnored")
      || $0.hasPrefix("@ObservationTracked")
  }) {
    return false
  }
  // After the name and type: a `{` before any `=` makes it computed, unless it holds only the
  // property's observers (`willSet`, `didSet`), which Observation tracks as a stored property.
  guard let varRange = code.range(of: "var ") else { return false }
  let rest = code[varRange.upperBound...]
  guard let brace = rest.firstIndex(of: "{") else { return true }
  if let equals = rest.firstIndex(of: "="), equals < brace { return true }
  let body = rest[rest.index(after: brace)...].drop { $0.isWhitespace }
  return body.hasPrefix("willSet") || body.hasPrefix("didSet")
}

/// `source` without comment lines.
func codeOnly(_ source: String) -> String {
  var code = source
  // Block comments (`/** The model class … */`) first, then comment lines.
  while let start = code.range(of: "/*"),
    let end = code.range(of: "*/", range: start.upperBound..<code.endIndex)
  {
    code.removeSubrange(start.lowerBound..<end.upperBound)
  }
  return code.split(separator: "\n", omittingEmptySubsequences: false)
    .map(withoutLineComment)
    .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .joined(separator: "\n")
}

/// `line` up to a `//` comment that is not inside a string literal.
func withoutLineComment(_ line: Substring) -> String {
  var inString = false
  var previous: Character = " "
  var index = line.startIndex
  while index < line.endIndex {
    let character = line[index]
    if character == "\"" && previous != "\\" { inString.toggle() }
    if !inString && character == "/" && previous == "/" {
      return String(line[..<line.index(before: index)])
    }
    previous = character
    index = line.index(after: index)
  }
  return String(line)
}

/// The whitespace-separated words of `source`'s code.
func codeWords(_ source: String) -> [String] {
  codeOnly(source).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
}

/// The model's stored properties as a table of writable key paths, from which the runtime keeps
/// the relationships among them (the others are filtered out by type).
func relationshipTable(of name: String, in source: String) -> String {
  let entries = storedProperties(inType: source).filter(isTrackedStoredProperty).compactMap {
    declaration -> String? in
    guard let property = EntryProperty(parsing: declaration) else { return nil }
    let isAttribute = declaration.contains("@Attribute(")
    let isUnique = isAttribute && declaration.contains(".unique")
    let entry =
      isUnique
      ? "SwiftData._Relationship(unique: \\\(name).\(property.name))"
      : "SwiftData._Relationship(\\\(name).\(property.name)"
        + (declaration.contains("deleteRule: .cascade") ? ", deleteRule: .cascade)" : ")")
    let isPreserved = isAttribute && declaration.contains(".preserveValueOnDeletion")
    return isPreserved
      ? entry + "._preservingValueOnDeletion(\\\(name).\(property.name))" : entry
  }
  return "public nonisolated static var _viewProbeRelationships: [SwiftData._Relationship] {\n  ["
    + entries.joined(separator: ", ") + "]\n}"
}

/// The `var` declarations (and, when `lets`, the `let` ones), with their attributes, on one line,
/// at the top level of the body of the type `source` declares: not in nested types, not under
/// `#if`. The caller filters them.
func storedProperties(inType source: String, lets: Bool = false) -> [String] {
  var properties: [String] = []
  var conditionalDepth = 0
  var attributes: [String] = []
  for rawLine in topLevelCode(ofType: source).split(separator: "\n") {
    let line = rawLine.trimmingCharacters(in: .whitespaces)
    if line.hasPrefix("#if") { conditionalDepth += 1 }
    if line.hasPrefix("#endif") { conditionalDepth -= 1 }
    if line.hasPrefix("@") && !codeWords(line).contains("var") && !codeWords(line).contains("let") {
      attributes.append(line)
      continue
    }
    defer { attributes.removeAll() }
    let words = codeWords(line)
    guard conditionalDepth == 0, words.contains("var") || (lets && words.contains("let")) else {
      continue
    }
    properties.append((attributes + [line]).joined(separator: " "))
  }
  return properties
}

/// The top level of the body of the type `source` declares, one declaration a line (a semicolon
/// ends one too): nested
/// braces' contents dropped (a property's observers kept as `{ didSet`), strings emptied,
/// comments removed.
func topLevelCode(ofType source: String) -> String {
  // The body starts at the first brace after the type's keyword (not one in a leading comment).
  let source = codeOnly(source)
  let keywords = ["class ", "struct ", "enum ", "actor "].compactMap { source.range(of: $0) }
  guard let keyword = keywords.min(by: { $0.lowerBound < $1.lowerBound }),
    let open = source[keyword.upperBound...].firstIndex(of: "{")
  else { return "" }
  // The body's top level: nested braces' contents dropped, strings and comments skipped.
  var topLevel = ""
  var depth = 0
  var index = source.index(after: open)
  var inString = false
  var inLineComment = false
  var inBlockComment = false
  while index < source.endIndex {
    let character = source[index]
    let next = source.index(after: index)
    let following = next < source.endIndex ? source[next] : " "
    if inLineComment {
      if character == "\n" {
        inLineComment = false
        if depth == 0 { topLevel.append("\n") }
      }
    } else if inBlockComment {
      if character == "*" && following == "/" {
        inBlockComment = false
        index = next
      }
    } else if inString {
      if character == "\\" {
        index = next
      } else if character == "\"" {
        inString = false
      }
    } else if character == "/" && following == "/" {
      inLineComment = true
    } else if character == "/" && following == "*" {
      inBlockComment = true
    } else if character == "\"" {
      inString = true
      if depth == 0 { topLevel.append("\"\"") }
    } else if character == "{" {
      if depth == 0 {
        // A property's observers are kept as a word, so that a stored property observed with
        // `didSet` can be told from a computed one.
        let body = source[next...].drop { $0.isWhitespace }
        let observed = body.hasPrefix("willSet") || body.hasPrefix("didSet")
        topLevel.append(observed ? "{ didSet" : "{")
      }
      depth += 1
    } else if character == "}" {
      if depth == 0 { break }
      depth -= 1
    } else if depth == 0 {
      // Declarations on one line, separated by semicolons, are one a line here too.
      topLevel.append(character == ";" ? "\n" : character)
    }
    index = next
  }
  return topLevel
}
