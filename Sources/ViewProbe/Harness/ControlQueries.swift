import Testing

/// Finding views in a harness's tree: by control label, by type, by text, by `.id`.
extension HarnessCore {
  /// The label of a control: the text of its `label` child — for a control an app's style draws,
  /// of its own label inside the style's body (`configuration.label`), not of what the style adds
  /// around it (a badge), so a styled "Delete" reads as a plain one does.
  func label(of node: ViewNode) -> String {
    guard let label = node.children.first(where: { $0.key == .label }) else { return "" }
    return labelText(of: label.ownLabelInStyleBody ?? label)
  }

  /// A control as listed in a failed query: its title, then its other names.
  func listing(_ node: ViewNode) -> String {
    let names = node.accessibilityNames
    let title = "\"\(label(of: node))\""
    if names.isEmpty { return title }
    return title + " (or " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
  }

  /// How many of an ambiguous query's matches its error names.
  static var listedMatches: Int { 10 }

  /// Exactly one node among `matches`, or a `ProbeError` saying what was there instead.
  func single(
    _ matches: [ViewNode], query: String, noun: String, qualifier: String,
    instead: () -> String
  ) throws -> ViewNode {
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty { throw ProbeError(query: query, found: instead()) }
    // Views stay in the tree beneath a pushed view, behind a sheet, in a hidden tab: when only
    // one of the matches is on screen, it is the one a user sees. (A recursive view found by
    // type can match thousands, each as deep as the recursion: those are not sorted out.)
    if matches.count <= Self.listedMatches * 10 {
      let onScreen = matches.filter { $0.screenCovering == nil }
      if onScreen.count == 1 { return onScreen[0] }
    }
    // A recursive view found by type can match thousands: name the first few.
    let shown = matches.prefix(Self.listedMatches)
    let paths = shown.map(\.path)
    var uses: [String: Int] = [:]
    for path in paths { uses[path, default: 0] += 1 }
    // Rows of a ForEach share a path: name each match's row so the matches can be told apart.
    var described = zip(shown, paths).map { node, path in
      uses[path, default: 0] > 1 ? path + node.rowDescription : path
    }
    // Siblings of one type (`row; row` in a stack) still share a description: number them in
    // tree order, the order `findAll` lists them in.
    var repeats: [String: Int] = [:]
    for text in described { repeats[text, default: 0] += 1 }
    let numbered = described.indices.filter { repeats[described[$0], default: 0] > 1 }
    for index in numbered { described[index] = "#\(index + 1) \(described[index])" }
    let order = numbered.isEmpty ? "" : " (numbered in tree order, as findAll lists them)"
    let more =
      matches.count > shown.count
      ? "; and \(matches.count - shown.count) more (findAll lists them)" : ""
    throw ProbeError(
      query: query,
      found: "\(matches.count) \(noun)s \(qualifier)\(order): "
        + described.joined(separator: "; ") + more)
  }
}

extension QueryScope {
  /// Searched nodes matching `predicate`, depth-first.
  func search(_ predicate: (ViewNode) -> Bool) -> [ViewNode] { nodes.filter(predicate) }

  /// Controls of `kind` (any kind when `nil`) whose label reads `title`, or named `title` by an
  /// `accessibilityLabel` or `accessibilityIdentifier` (or, with no text in the label, by an
  /// image's name): see `ViewNode.accessibilityNames`. When none is, the controls whose label
  /// holds several texts, one of which reads `title` (a card of a title and its details).
  func controls(_ kind: ControlKind?, title: String) -> [ViewNode] {
    let candidates = search { node in
      guard let control = node.castableView as? any DrivableControl,
        !control.drawsStyledControl
      else { return false }
      return kind == nil || type(of: control).controlKind == kind
    }
    let named = candidates.filter { node in
      core.label(of: node) == title || node.accessibilityNames.contains(title)
    }
    guard named.isEmpty else { return named }
    return candidates.filter { node in
      guard let label = node.children.first(where: { $0.key == .label }) else { return false }
      let texts = label.texts
      return texts.count > 1 && texts.contains(title)
    }
  }

  /// The names of the views a developer wrote among those searched.
  func viewNames() -> String {
    let names = nodes.filter { !$0.layout.isPrimitive }.map(\.layout.shortName)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }

  func findControl(_ kind: ControlKind, title: String, at sourceLocation: SourceLocation) throws
    -> FoundView
  {
    core.flush(at: sourceLocation)
    let request = "find(\(kind.query): \"\(title)\")"
    try requireLiveRoot(for: request)
    let node = try core.single(
      controls(kind, title: title), query: query(request),
      noun: kind.rawValue, qualifier: "titled \"\(title)\""
    ) {
      let others = search { node in
        (node.castableView as? any DrivableControl).map { type(of: $0).controlKind == kind }
          ?? false
      }
      // A control of another kind with that title (a NavigationLink asked for as a button).
      let otherKind = controls(nil, title: title).lazy.compactMap { node in
        (node.castableView as? any DrivableControl).map { type(of: $0).controlKind }
      }.first { $0 != kind }
      let hint =
        otherKind.map {
          "; a \($0.rawValue) titled \"\(title)\" is \(place): find(\($0.query): \"\(title)\")"
        } ?? ""
      if others.isEmpty {
        return "no \(kind.rawValue) \(place)\(hint); views \(place): \(viewNames())"
      }
      return "no \(kind.rawValue) titled \"\(title)\"\(hint); \(kind.rawValue)s \(place): "
        + others.map(core.listing).joined(separator: ", ")
    }
    let name = rootDescription.map { " inside \($0)" } ?? ""
    return FoundView(
      node: node, core: core, description: "the \(kind.rawValue) \"\(title)\"\(name)")
  }

  /// The nodes a `find`/`findAll` by type, text, label, id or row matches.
  func matches(_ criterion: FindCriterion) -> [ViewNode] {
    switch criterion {
    case .type(let type):
      let id = ObjectIdentifier(type)
      // A filled or stroked shape (`Circle().fill(.red)`) is a `_ShapeView<Circle>`: it is
      // found as the shape it draws, unless it is the body of that shape's own view.
      let drawsShape = type is any Shape.Type
      return search { node in
        node.typeID == id
          || drawsShape && (node.castableView as? any DrawnShape)?.shapeType == type
            && node.parent?.typeID != id
      }
    case .text(let string):
      return search { ($0.castableView as? Text)?.string(in: $0.environment) == string }
    case .label(let title):
      return controls(nil, title: title)
    case .control(let kind, let title):
      return controls(kind, title: title)
    case .id(let id):
      return search { $0.key == .explicit(id) }.map(\.firstNamedNode)
    case .row(let id):
      return search { $0.rowID == id }
    }
  }
}

/// What a `find` looks for.
enum FindCriterion {
  case type(Any.Type)
  case text(String)
  case label(String)
  /// A control of one kind, by its title: `findAll(button:)`.
  case control(ControlKind, String)
  case id(AnyHashable)
  case row(AnyHashable)

  var query: String {
    switch self {
    case .type(let type): return "find(\(_typeName(type, qualified: false)).self)"
    case .text(let string): return "find(text: \"\(string)\")"
    case .label(let title): return "find(label: \"\(title)\")"
    case .control(let kind, let title): return "find(\(kind.query): \"\(title)\")"
    case .id(let id): return "find(id: \(id.base))"
    case .row(let id): return "find(row: \(id.base))"
    }
  }

  /// What is looked for, as a noun and a qualifier ("Text", "showing \"Hi\"").
  var wanted: (noun: String, qualifier: String) {
    switch self {
    case .type(let type): return ("view", "of type \(_typeName(type, qualified: false))")
    case .text(let string): return ("Text", "showing \"\(string)\"")
    case .label(let title): return ("control", "labelled \"\(title)\"")
    case .control(let kind, let title): return (kind.rawValue, "titled \"\(title)\"")
    case .id(let id): return ("view", "with .id(\(id.base))")
    case .row(let id): return ("row", "with the id \(id.base)")
    }
  }
}

extension ViewNode {
  /// The id of the `ForEach` row this node is, if it is one.
  var rowID: AnyHashable? {
    switch key {
    case .element(let id), .duplicateElement(let id, _): id
    default: nil
    }
  }

  /// The `ForEach` rows this node is in, innermost first (` (row id 2)`), or nothing.
  var rowDescription: String {
    var ids: [String] = []
    var current: ViewNode? = self
    while let node = current {
      if let id = node.rowID { ids.append("\(id.base)") }
      current = node.parent
    }
    return ids.isEmpty ? "" : " (row id " + ids.joined(separator: " in row id ") + ")"
  }

  /// This node, or its first descendant a developer wrote (looking through plumbing).
  var firstNamedNode: ViewNode {
    var node = self
    while node.layout.isStructural, let child = node.children.first { node = child }
    return node
  }
}
