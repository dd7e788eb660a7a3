// Submitting a field (the Return key): `onSubmit(of:_:)` actions above the field run, up to a
// `submitScope` that blocks them. The harness submits with `FoundView.submit()`.

nonisolated extension View {
  /// Runs `action` when a field inside that `triggers` covers is submitted: text and secure
  /// fields for `.text`, the `searchable` field for `.search`.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(_SubmitModifier(triggers: triggers, action: action))
  }

  /// Keeps submissions from fields inside from reaching `onSubmit` actions above this view.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(_SubmitScopeModifier(isBlocking: isBlocking))
  }
}

/// Applies `onSubmit`: the graph keeps it in the tree so a submitted field finds it.
nonisolated public struct _SubmitModifier: ViewModifier, PrimitiveModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let triggers: SubmitTriggers
  let action: () -> Void

  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Applies `submitScope`.
public struct _SubmitScopeModifier: ViewModifier, PrimitiveModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isBlocking: Bool

  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// A field the harness can submit.
@MainActor
protocol SubmittableField {
  /// The trigger its submission is.
  var submitTrigger: SubmitTriggers { get }
  /// Its deprecated `onCommit` closure.
  var onCommit: (() -> Void)? { get }
  /// Its deprecated `onEditingChanged` closure: told `true` when editing begins, `false` when
  /// it ends.
  var onEditingChanged: ((Bool) -> Void)? { get }
  /// For a field bound to a value: commits typed text into the value (`ValueFieldText`).
  var commitInput: ((String) -> Void)? { get }
  /// Whether Return on the iPhone's keyboard types a new line into it rather than submitting
  /// it (a `TextField` made with `axis: .vertical`).
  var returnKeyTypesNewline: Bool { get }
}

extension SubmittableField {
  var onEditingChanged: ((Bool) -> Void)? { nil }
  var commitInput: ((String) -> Void)? { nil }
  var returnKeyTypesNewline: Bool { false }
}

extension ViewGraph {
  /// The field being edited moves to `node` (the harness types into it): the field edited
  /// before hears editing end, then `node`'s hears it begin — the deprecated
  /// `TextField(onEditingChanged:)` closures.
  func beginEditing(_ node: ViewNode) {
    guard editingField !== node else { return }
    if let previous = editingField { endEditing(previous) }
    editingField = node
    focusedValuesCheckNeeded = true
    uncommittedInput = nil
    (node.castableView as? any SubmittableField)?.onEditingChanged?(true)
  }

  /// Editing ends in `node`, if it is the field being edited (Return was pressed).
  func endEditing(_ node: ViewNode) {
    guard editingField === node else { return }
    commitTypedInput(of: node)
    editingField = nil
    focusedValuesCheckNeeded = true
    if node.isAlive { (node.castableView as? any SubmittableField)?.onEditingChanged?(false) }
  }

  /// Ends the editing of a field whose focus state no longer says it has focus (app code moved
  /// focus to another control, or to none), as editing ends when focus leaves a field on iOS;
  /// whether it did.
  func endEditingIfFocusLeft() -> Bool {
    guard let field = editingField else { return false }
    guard field.isAlive else {
      editingField = nil
      uncommittedInput = nil
      return false
    }
    guard let focus = field.nearestFocus, !focus.isFocused() else { return false }
    endEditing(field)
    // Focus moved to another text field (a "Next" button): that one begins editing.
    if let next = focusedTextField() { beginEditing(next) }
    return true
  }

  /// The text field whose focus state says it has focus now, if one does.
  private func focusedTextField() -> ViewNode? {
    for (node, focus) in nodesCarrying(_FocusedModifier.self) where focus.isFocused() {
      var stack = [node]
      while let current = stack.popLast() {
        if current.castableView is any SubmittableField { return current }
        stack.append(contentsOf: current.children.reversed())
      }
    }
    return nil
  }
}

extension ViewNode {
  /// What submitting this field runs, in order: its own `onCommit`, then the `onSubmit` actions
  /// above it for its trigger, innermost first, up to a blocking `submitScope`.
  func submitActions(for field: any SubmittableField) -> [() -> Void] {
    var actions: [() -> Void] = field.onCommit.map { [$0] } ?? []
    var node = parent
    while let current = node {
      let modifier = (current.castableView as? any ModifierCarrying)?.anyModifier
      if let submit = modifier as? _SubmitModifier, submit.triggers.contains(field.submitTrigger) {
        actions.append(submit.action)
      } else if let scope = modifier as? _SubmitScopeModifier, scope.isBlocking {
        break
      }
      node = current.parent
    }
    return actions
  }
}
