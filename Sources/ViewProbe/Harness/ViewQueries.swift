import Testing

/// Something `find` and `findAll` search: a harness searches its whole tree, a found view the
/// views inside it, itself included —
/// `try harness.find(row: note.id).find(button: "Delete").tap()`.
@MainActor
public protocol ViewQueryable {
  /// The views a query from here searches.
  var queryScope: QueryScope { get }
}

/// The views a query searches: a harness's whole tree, or the subtree of one found view.
@MainActor
public struct QueryScope {
  let core: HarnessCore
  /// The found view searched, or `nil` for the whole tree.
  let root: ViewNode?
  /// How messages name the searched view (`the row 2 at NotesScreen › List`).
  let rootDescription: String?

  /// The live nodes searched, depth-first; the searched view first when there is one.
  var nodes: [ViewNode] {
    guard let root else { return core.graph.allNodes().filter { !$0.isRoot } }
    guard root.isAlive else { return [] }
    var result: [ViewNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// `find(button: "Save")`, or `find(button: "Save") inside the row 2 at …` for a found view.
  func query(_ query: String) -> String {
    rootDescription.map { "\(query) inside \($0)" } ?? query
  }

  /// Where the views listed in a failed query are: "in the tree", or "there".
  var place: String { root == nil ? "in the tree" : "there" }
}

extension ParentHarness: ViewQueryable {
  /// The whole tree.
  public var queryScope: QueryScope { core.wholeTree }
}

extension FoundView: ViewQueryable {
  /// The views inside this one, itself included; none once it has left the tree.
  public var queryScope: QueryScope {
    QueryScope(core: core, root: node, rootDescription: description)
  }
}

extension ViewQueryable {
  /// The button whose label reads `title` (or named `title` by an accessibility label or
  /// identifier, or by its image when its label has no text).
  public func find(button title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.button, title: title, at: sourceLocation)
  }

  /// The toggle whose label reads `title`.
  public func find(toggle title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.toggle, title: title, at: sourceLocation)
  }

  /// The text field whose label (placeholder) reads `title`.
  public func find(textField title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.textField, title: title, at: sourceLocation)
  }

  /// The secure field whose label reads `title`.
  public func find(secureField title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.secureField, title: title, at: sourceLocation)
  }

  /// The picker whose label reads `title`.
  public func find(picker title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.picker, title: title, at: sourceLocation)
  }

  /// The stepper whose label reads `title`.
  public func find(stepper title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.stepper, title: title, at: sourceLocation)
  }

  /// The slider whose label reads `title`.
  public func find(slider title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.slider, title: title, at: sourceLocation)
  }

  /// The date picker whose label reads `title`.
  public func find(datePicker title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.datePicker, title: title, at: sourceLocation)
  }

  /// The color picker whose label reads `title`.
  public func find(colorPicker title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.colorPicker, title: title, at: sourceLocation)
  }

  /// The navigation link whose label reads `title`.
  public func find(navigationLink title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.findControl(.navigationLink, title: title, at: sourceLocation)
  }

  /// The one control of any kind whose label reads `title`.
  public func find(label title: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.find(.label(title), at: sourceLocation)
  }

  /// The one live view of type `V`.
  public func find<V: View>(_ type: V.Type, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.find(.type(type), at: sourceLocation)
  }

  /// The one `Text` showing `string`.
  public func find(text string: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.find(.text(string), at: sourceLocation)
  }

  /// The view marked `.id(id)`.
  public func find<ID: Hashable>(id: ID, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.find(.id(AnyHashable(id)), at: sourceLocation)
  }

  /// The `ForEach` row whose element has the id `id` (`ForEach(notes) { … }` → `note.id`; for
  /// `ForEach(_:id:)`, the value at the id key path): every view the row's content made. Search
  /// inside it to tell apart controls that each row repeats.
  public func find<ID: Hashable>(row id: ID, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> FoundView
  {
    try queryScope.find(.row(AnyHashable(id)), at: sourceLocation)
  }

  /// Every live view of type `V`, depth-first (empty when there is none).
  public func findAll<V: View>(_ type: V.Type) -> [FoundView] { queryScope.findAll(.type(type)) }

  /// Every `Text` showing `string`, depth-first.
  public func findAll(text string: String) -> [FoundView] { queryScope.findAll(.text(string)) }

  /// Every control whose label reads `title`, depth-first.
  public func findAll(label title: String) -> [FoundView] { queryScope.findAll(.label(title)) }

  /// Every button titled `title` (or so named, as `find(button:)` matches), depth-first: the
  /// "Delete" of each row.
  public func findAll(button title: String) -> [FoundView] { controls(.button, title) }

  /// Every toggle titled `title`, depth-first.
  public func findAll(toggle title: String) -> [FoundView] { controls(.toggle, title) }

  /// Every text field whose label (placeholder) reads `title`, depth-first.
  public func findAll(textField title: String) -> [FoundView] { controls(.textField, title) }

  /// Every secure field whose label reads `title`, depth-first.
  public func findAll(secureField title: String) -> [FoundView] { controls(.secureField, title) }

  /// Every picker titled `title`, depth-first.
  public func findAll(picker title: String) -> [FoundView] { controls(.picker, title) }

  /// Every stepper titled `title`, depth-first.
  public func findAll(stepper title: String) -> [FoundView] { controls(.stepper, title) }

  /// Every slider titled `title`, depth-first.
  public func findAll(slider title: String) -> [FoundView] { controls(.slider, title) }

  /// Every date picker titled `title`, depth-first.
  public func findAll(datePicker title: String) -> [FoundView] { controls(.datePicker, title) }

  /// Every color picker titled `title`, depth-first.
  public func findAll(colorPicker title: String) -> [FoundView] { controls(.colorPicker, title) }

  /// Every navigation link titled `title`, depth-first.
  public func findAll(navigationLink title: String) -> [FoundView] {
    controls(.navigationLink, title)
  }

  private func controls(_ kind: ControlKind, _ title: String) -> [FoundView] {
    queryScope.findAll(.control(kind, title))
  }
}

extension QueryScope {
  /// Throws when the found view searched has left the tree.
  func requireLiveRoot(for query: String) throws {
    guard let root, !root.isAlive, let rootDescription else { return }
    throw ProbeError(
      query: self.query(query),
      found: "nothing: \(rootDescription) is no longer in the tree (an update removed it)")
  }

  fileprivate func find(_ criterion: FindCriterion, at sourceLocation: SourceLocation) throws
    -> FoundView
  {
    core.flush(at: sourceLocation)
    try requireLiveRoot(for: criterion.query)
    let wanted = criterion.wanted
    let node = try core.single(
      matches(criterion), query: query(criterion.query), noun: wanted.noun,
      qualifier: wanted.qualifier
    ) {
      if case .row(let id) = criterion {
        return "no \(wanted.noun) \(wanted.qualifier); \(rowIDs(comparedWith: id))"
      }
      return "no \(wanted.noun) \(wanted.qualifier); views \(place): \(viewNames())"
    }
    return FoundView(node: node, core: core, description: Self.describe(node, criterion))
  }

  /// The row ids searched, for a `find(row:)` that matched none; when they are of another type
  /// than `wanted` (`find(row: "1")` among `Int` ids: the same text), it says so.
  private func rowIDs(comparedWith wanted: AnyHashable) -> String {
    let ids = nodes.compactMap(\.rowID)
    guard let first = ids.first else { return "no ForEach rows \(place)" }
    let listed = ids.prefix(20).map { "\($0.base)" }.joined(separator: ", ")
    let more = ids.count > 20 ? " … (\(ids.count) rows)" : ""
    let idType = type(of: first.base)
    let wantedType = type(of: wanted.base)
    let typeNote =
      idType == wantedType
      ? ""
      : "; the rows' ids are \(_typeName(idType, qualified: false)), the id asked for is a "
        + _typeName(wantedType, qualified: false)
    return "row ids \(place): \(listed)\(more)\(typeNote)"
  }

  fileprivate func findAll(_ criterion: FindCriterion) -> [FoundView] {
    core.flush(at: nil)
    return matches(criterion).map {
      FoundView(node: $0, core: core, description: Self.describe($0, criterion))
    }
  }

  /// How a found view is named in messages: its type, a text's string, its path; a row found
  /// as one by its id and the path of its `ForEach`.
  private static func describe(_ node: ViewNode, _ criterion: FindCriterion) -> String {
    if case .row(let id) = criterion {
      return "the row \(id.base) at \(node.parent?.path ?? node.path)"
    }
    if case .control(let kind, let title) = criterion {
      return "the \(kind.rawValue) \"\(title)\" at \(node.path)"
    }
    let text =
      (node.castableView as? Text).map { " \"\($0.string(in: node.environment))\"" } ?? ""
    return "the \(node.layout.shortName)\(text) at \(node.path)"
  }
}
