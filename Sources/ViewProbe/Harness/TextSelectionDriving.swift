import Testing

/// A view whose text the harness can select in: a text field or a text editor.
protocol SelectableTextView {
  /// The text it edits, and how its selection is written.
  var editable: EditableText { get }
}

extension TextField: SelectableTextView {}
extension TextEditor: SelectableTextView {}

extension FoundView {
  /// Selects the first occurrence of `substring` in a text field's or editor's text, as a
  /// user's drag over it does, then runs one update: the field takes focus, and a view bound to
  /// a selection (`TextField(_:text:selection:)`, `TextEditor(text:selection:)`) writes it. A
  /// view bound to no selection (the app could not tell), or text without `substring`, is a
  /// recorded misuse.
  public func selectText(_ substring: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let action = "selectText(\"\(substring)\")"
    guard
      let view = core.liveView(
        node, description: description, action: action, at: sourceLocation)
    else { return }
    if core.refusesCovered(node, action, description, at: sourceLocation) { return }
    guard let editable = (view as? any SelectableTextView)?.editable else {
      core.reportMisuse(
        "\(action) on \(description) found a \(node.layout.shortName), which has no text to "
          + "select; select in a TextField or TextEditor", at: sourceLocation)
      return
    }
    guard let select = editable.select else {
      let initializer =
        view is TextEditor ? "TextEditor(text:selection:)" : "TextField(_:text:selection:)"
      core.reportMisuse(
        "\(action) on \(description): it is bound to no selection, so the app cannot see what "
          + "is selected; bind one with \(initializer)", at: sourceLocation)
      return
    }
    let text = editable.text.wrappedValue
    guard let range = text.range(of: substring), !substring.isEmpty else {
      core.reportMisuse(
        "\(action) on \(description): its text \"\(text)\" does not contain it",
        at: sourceLocation)
      return
    }
    let lower = text.distance(from: text.startIndex, to: range.lowerBound)
    let offsets = lower..<lower + substring.count
    let (focus, graph, field) = (node.nearestFocus, node.graph, node)
    core.perform(at: sourceLocation, from: node) {
      focus?.focus()
      graph.beginEditing(field)
      select(offsets)
    }
  }
}
