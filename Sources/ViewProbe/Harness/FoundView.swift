import Testing

/// A view found in a harness's tree, by label, type, text or `.id`. It follows the view's
/// identity: actions use the view's latest value, and record an issue once the identity is gone.
///
/// Actions run like user events: the control's closure or binding runs, then one update pass.
/// An action the view does not support, or on a disabled control, records an issue that says why.
@MainActor
public struct FoundView: CustomStringConvertible {
  let node: ViewNode
  let core: HarnessCore
  /// How the view was found, for messages (`the Button "Save"`).
  public let description: String

  init(node: ViewNode, core: HarnessCore, description: String) {
    self.node = node
    self.core = core
    self.description = description
  }

  /// The view's type, as SwiftUI prints it.
  public var typeName: String { node.layout.typeName }

  /// The path of the view in the tree (`SettingsScreen › Form › ProfileSection`).
  public var path: String { node.path }

  /// Whether the view is still in the tree.
  public var isPresent: Bool {
    core.flush(at: nil)
    return node.isAlive
  }

  /// Every `Text`'s string inside the view, depth-first.
  public var texts: [String] {
    core.flush(at: nil)
    return node.isAlive ? node.texts : []
  }

  /// Whether the view accepts input (no `.disabled(true)` above it).
  public var isEnabled: Bool {
    core.flush(at: nil)
    return node.environment.isEnabled
  }

  /// The control's bound value now (a toggle's `Bool`, a field's text, a picker's selection …).
  public var value: Any? { (live(nil) as? any DrivableControl)?.currentValue }

  /// Whether a toggle is on now.
  public var isOn: Bool { (live(nil) as? any DrivableControl)?.boolBinding?.wrappedValue ?? false }

  /// A text field's text now, or a `Text`'s string.
  public var text: String {
    let view = live(nil)
    if let text = view as? Text { return text.string(in: node.environment) }
    if let typed = node.graph.uncommittedInput(of: node) { return typed }
    return (view as? any DrivableControl)?.textBinding?.wrappedValue ?? ""
  }

  // MARK: Actions

  /// Taps a button or navigation link (runs its latest action), flips a toggle, or, on a view that
  /// is not a control, runs the nearest `onTapGesture` or button on it or around it (a tap on a
  /// button's label is a tap on the button; a custom view whose body is a button, or carries an
  /// `onTapGesture` on its root, takes the tap itself).
  ///
  /// With a `count` of 2 or more, the taps come in quick succession: they run the nearest
  /// `onTapGesture(count:)` or `TapGesture(count:)` of that count. Tap gestures of another count
  /// do not take taps they were not made for, in either case: one tap never runs a double-tap
  /// action.
  public func tap(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    guard count >= 1 else {
      return core.reportMisuse(
        "tap(count: \(count)) on \(description): a tap needs a count of 1 or more",
        at: sourceLocation)
    }
    if count > 1 { return multipleTap(count, at: sourceLocation) }
    drive("tap()", at: sourceLocation) { control -> (@MainActor () -> Void)? in
      if let action = control.tapAction(at: node) { return action }
      guard let binding = control.boolBinding else { return nil }
      return { binding.wrappedValue.toggle() }
    }
  }

  /// Taps at `location`, in the view's own space, as `tap(count:)` does: the tap gestures that
  /// hear where a tap lands (`onTapGesture(count:coordinateSpace:perform:)`, `SpatialTapGesture`)
  /// get `location` as it is, in whatever coordinate space they ask for — ViewProbe lays nothing
  /// out, so there is nothing to convert between. (`tap()` lands at the origin.)
  public func tap(
    at location: CGPoint, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let graph = core.graph
    let saved = graph.tapLocation
    graph.tapLocation = location
    defer { graph.tapLocation = saved }
    tap(count: count, sourceLocation: sourceLocation)
  }

  /// The view's current value, if its identity is still in the tree: for ViewProbe's stand-ins
  /// (a map's camera), not for app or test code.
  public var _currentView: Any? { live(nil) }

  /// `count` taps in quick succession: only a tap gesture of that count takes them.
  private func multipleTap(_ count: Int, at sourceLocation: SourceLocation) {
    let action = "tap(count: \(count))"
    guard live(action, at: sourceLocation, checksLayers: false) != nil else { return }
    let start = node.coveringDescendant
    let handler = start.nearestTapHandler(count: count)
    guard let handler, let work = handler.action else {
      let reason =
        handler.map {
          "found the \($0.node.layout.shortName) it belongs to, which takes single taps (tap() "
            + "it \(count) times)"
        }
        ?? "found no onTapGesture(count: \(count)) or TapGesture(count: \(count)) on it or above it"
        + start.tapCountsHint
      return core.reportMisuse("\(action) on \(description) \(reason)", at: sourceLocation)
    }
    guard handler.node.environment.isEnabled else {
      return reportDisabledHandler(handler.node, action: action, at: sourceLocation)
    }
    if core.refusesCovered(handler.node, action, description, at: sourceLocation) { return }
    core.perform(at: sourceLocation, from: handler.node, work)
  }

  /// A tap whose handler is disabled: a control ignores input, a tap gesture does not recognise.
  private func reportDisabledHandler(
    _ handler: ViewNode, action: String, at sourceLocation: SourceLocation
  ) {
    let disabledBy = core.disablingModifier(above: handler)
    if handler.castableView is any DrivableControl {
      core.reportMisuse(
        "\(action) on \(description) found the \(handler.layout.shortName) it belongs to disabled "
          + "by \(disabledBy); a disabled control ignores input.", at: sourceLocation)
    } else {
      core.reportMisuse(
        "\(action) on \(description) found its tap gesture disabled by \(disabledBy); a disabled "
          + "view ignores gestures.", at: sourceLocation)
    }
  }

  /// Flips a toggle.
  public func toggle(sourceLocation: SourceLocation = #_sourceLocation) {
    drive("toggle()", at: sourceLocation) { control -> (@MainActor () -> Void)? in
      guard let binding = control.boolBinding else { return nil }
      return { binding.wrappedValue.toggle() }
    }
  }

  /// Replaces a text field's text, as if typed: the field takes focus first (a `.focused`
  /// above it writes its focus state, H08), and editing begins — a deprecated
  /// `TextField(onEditingChanged:)` hears `true`, the field typed into before hears `false`.
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let focus = node.nearestFocus
    drive("setInput(_:)", at: sourceLocation) { control -> (@MainActor () -> Void)? in
      guard let binding = control.textBinding else { return nil }
      let (graph, field) = (node.graph, node)
      let bindsValue = (control as? any SubmittableField)?.commitInput != nil
      return {
        focus?.focus()
        // A field bound to a value keeps the text until editing ends (`ValueFieldText`).
        if bindsValue { return graph.enterUncommitted(text, into: field) }
        graph.beginEditing(field)
        binding.wrappedValue = text
      }
    }
  }

  /// Submits a text, secure or search field, as the Return key does. Return is pressed in the
  /// field being typed into, so a field that is not is tapped into first: the `.focused` above it
  /// writes its focus state (H08) and editing begins. A field bound to a value
  /// first commits what was typed into it (`TextField(_:value:format:)`), then the field's
  /// deprecated `onCommit` runs, then the `onSubmit` actions above it for its kind of field
  /// (`.text`, or `.search` for a `searchable` field), innermost first, up to a blocking
  /// `submitScope`, then its deprecated `onEditingChanged(false)` (editing ends); then one
  /// update. A `TextField(axis: .vertical)`, whose Return types a new line, and a field on a
  /// keyboard without Return are refused. Focus is left as it is (an action that moves
  /// focus writes its focus state, as apps do).
  public func submit(sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = live("submit()", at: sourceLocation) else { return }
    guard let field = view as? any SubmittableField else {
      core.reportMisuse(
        "submit() on \(description) found a \(node.layout.shortName), which does not support it; "
          + "only text, secure and search fields are submitted", at: sourceLocation)
      return
    }
    let keyboard = node.environment.fieldKeyboardType
    if keyboard.lacksReturnKey {
      core.reportMisuse(
        "submit() on \(description) found it typed on the \(keyboard.codeName) keyboard "
          + "(keyboardType(\(keyboard.codeName)) on it or above it), which has no Return key on "
          + "iPhone: the user cannot submit it, and its onSubmit never runs from the keyboard. "
          + "Tap what the screen offers instead (a keyboard toolbar's Done button, a Save button).",
        at: sourceLocation)
      return
    }
    if field.returnKeyTypesNewline {
      core.reportMisuse(
        "submit() on \(description) found a TextField made with axis: .vertical: on the "
          + "iPhone's keyboard its Return key types a new line into it instead of submitting it, "
          + "so its onSubmit never runs from the keyboard (only from a hardware keyboard). Tap "
          + "what the screen offers instead (a Send button), or type the new line with "
          + "setInput(_:).", at: sourceLocation)
      return
    }
    let actions = node.submitActions(for: field)
    let (graph, fieldNode, focus) = (node.graph, node, node.nearestFocus)
    let commits = graph.uncommittedInput(of: fieldNode) != nil
    guard !actions.isEmpty || commits || field.onEditingChanged != nil else {
      let trigger = field.submitTrigger == .search ? ".search" : ".text"
      core.reportMisuse(
        "submit() on \(description) found no onSubmit(of: \(trigger)) above it (or it is inside a "
          + "blocking submitScope); SwiftUI runs nothing when such a field is submitted",
        at: sourceLocation)
      return
    }
    core.perform(at: sourceLocation, from: node) {
      // Return is pressed in the field being typed into: one that is not is tapped into first,
      // so its focus state says it has focus when the actions read it.
      if let focus, !focus.isFocused() { focus.focus() }
      graph.beginEditing(fieldNode)
      graph.commitTypedInput(of: fieldNode)
      for action in actions { action() }
      graph.endEditing(fieldNode)
    }
  }

  /// Gives the view focus, as a tap into a field does: the nearest `.focused(_:)` or
  /// `.focused(_:equals:)` above it writes its focus state (H08), and a text field begins editing
  /// (a deprecated `onEditingChanged` hears `true`; the field edited before hears `false`).
  public func focus(sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      core.liveView(node, description: description, action: "focus()", at: sourceLocation) != nil
    else { return }
    guard let focus = node.nearestFocus else {
      core.reportMisuse(
        "focus() on \(description) found no .focused(_:) or .focused(_:equals:) above it",
        at: sourceLocation)
      return
    }
    let (graph, field) = (node.graph, node)
    core.perform(at: sourceLocation, from: node) {
      focus.focus()
      if field.castableView is any SubmittableField { graph.beginEditing(field) }
    }
  }

  /// Whether the nearest `.focused` above the view says it has focus now (H08).
  public var isFocused: Bool {
    core.flush(at: nil)
    return node.isAlive && (node.nearestFocus?.isFocused() ?? false)
  }

  /// Steps a stepper up, as a tap on its +; refused when + is dimmed (the value at the upper
  /// bound, or no `onIncrement`).
  public func increment(sourceLocation: SourceLocation = #_sourceLocation) {
    step(up: true, at: sourceLocation)
  }

  /// Steps a stepper down, as a tap on its −; refused when − is dimmed (the value at the lower
  /// bound, or no `onDecrement`).
  public func decrement(sourceLocation: SourceLocation = #_sourceLocation) {
    step(up: false, at: sourceLocation)
  }

  /// Sets a slider's number (clamped and snapped to its step), a date picker's date or a color
  /// picker's colour.
  public func setValue<V>(_ value: V, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("setValue(_:)", at: sourceLocation) { control -> (@MainActor () -> Void)? in
      guard
        Swift.type(of: control).controlKind == .slider
          || Swift.type(of: control).controlKind == .datePicker
          || Swift.type(of: control).controlKind == .colorPicker
      else { return nil }
      return {
        if let refusal = control.setValue(value) {
          core.reportMisuse("setValue(_:) on \(description): \(refusal)", at: sourceLocation)
        }
      }
    }
  }

  /// Chooses the picker option tagged `tag`.
  public func select<V: Hashable>(_ tag: V, sourceLocation: SourceLocation = #_sourceLocation) {
    drive("select(_:)", at: sourceLocation) { control -> (@MainActor () -> Void)? in
      guard let picker = control as? any OptionSelecting else { return nil }
      if let refusal = node.pushedOptionsRefusal {
        return {
          core.reportMisuse("select(\(tag)) on \(description) \(refusal)", at: sourceLocation)
        }
      }
      let options = node.pickerOptions
      guard let option = options.first(where: { $0.value.unwrapped == AnyHashable(tag).unwrapped })
      else {
        let list = options.map { "\($0.value.base)" }.joined(separator: ", ")
        return {
          core.reportMisuse(
            "select(\(tag)) on \(description) found no option tagged \(tag); its options are "
              + "tagged: \(list.isEmpty ? "none" : list)", at: sourceLocation)
        }
      }
      return core.choosing(
        option, in: picker, action: "select(\(tag)) on \(description)", at: sourceLocation)
    }
  }

  // MARK: Plumbing

  /// A tap on a stepper's + (`up`) or −.
  private func step(up: Bool, at sourceLocation: SourceLocation) {
    let action = up ? "increment()" : "decrement()"
    drive(action, at: sourceLocation) { control -> (@MainActor () -> Void)? in
      guard let actions = control.stepActions else { return nil }
      if let refusal = control.stepRefusal(up: up) {
        return { core.reportMisuse("\(action) on \(description) \(refusal)", at: sourceLocation) }
      }
      guard let step = up ? actions.increment : actions.decrement else { return nil }
      return { step() }
    }
  }

  private func live(
    _ action: String?, at sourceLocation: SourceLocation = .unknown, checksLayers: Bool = true
  ) -> (any View)? {
    core.liveView(
      node, description: description, action: action, at: sourceLocation,
      checksLayers: checksLayers)
  }

  /// Runs what `pick` returns for the control as a user event, or explains why it cannot.
  private func drive(
    _ action: String, at sourceLocation: SourceLocation,
    _ pick: (any DrivableControl) -> (@MainActor () -> Void)?
  ) {
    guard let view = live(action, at: sourceLocation, checksLayers: false) else { return }
    if action == "tap()", !(view is any DrivableControl),
      let found = node.coveringDescendant.nearestTapHandler(count: 1),
      let handler = found.action.map({ (node: found.node, action: $0) })
    {
      if !handler.node.environment.isEnabled {
        return reportDisabledHandler(handler.node, action: "tap()", at: sourceLocation)
      }
      if core.refusesCovered(handler.node, action, description, at: sourceLocation) { return }
      core.perform(
        at: sourceLocation, from: handler.node, handler.node.sharingRowTap(handler.action))
      return
    }
    if core.refusesCovered(node, action, description, at: sourceLocation) { return }
    guard let control = view as? any DrivableControl, let work = pick(control) else {
      if action == "tap()", !(view is any DrivableControl) {
        return tapWithoutHandler(at: sourceLocation)
      }
      let reason =
        (view as? any DrivableControl)?.refusal(in: node.environment)
        ?? node.primitiveStyleRefusal
        ?? "found a \(node.layout.shortName), which does not support it"
        + ((view as? any DrivableControl).map {
          "; a \(Swift.type(of: $0).controlKind.rawValue) is driven by "
            + Swift.type(of: $0).controlKind.drivingActions
        } ?? "")
      core.reportMisuse("\(action) on \(description) \(reason)", at: sourceLocation)
      return
    }
    core.perform(
      at: sourceLocation, from: node, action == "tap()" ? node.sharingRowTap(work) : work)
  }
}

extension HarnessCore {
  /// The node's current view, or an issue when its identity left the tree or it is disabled.
  func liveView(
    _ node: ViewNode, description: String, action: String?, at sourceLocation: SourceLocation,
    checksLayers: Bool = true
  ) -> (any View)? {
    flush(at: sourceLocation)
    guard node.isAlive else {
      reportMisuse(
        "\(action ?? "reading") on \(description) found it no longer in the tree (its identity was "
          + "removed by an update).", at: sourceLocation)
      return nil
    }
    if let action, node.castableView is any DrivableControl, !node.environment.isEnabled {
      reportMisuse(
        "\(action) on \(description) found it disabled by \(disablingModifier(above: node)); "
          + "a disabled control ignores input.", at: sourceLocation)
      return nil
    }
    if let action, let refusal = node.touchRefusal {
      reportMisuse("\(action) on \(description) found it \(refusal)", at: sourceLocation)
      return nil
    }
    if let action, checksLayers, refusesCovered(node, action, description, at: sourceLocation) {
      return nil
    }
    return node.castableView
  }

  /// Records an issue and returns `true` when a view drawn over `handler` (the view that would
  /// handle `action`) takes the touch first (see `LayerCovering.swift`).
  func refusesCovered(
    _ handler: ViewNode, _ action: String, _ description: String,
    at sourceLocation: SourceLocation
  ) -> Bool {
    guard let covering = handler.layerCovering else { return false }
    reportMisuse("\(action) on \(description) found it \(covering)", at: sourceLocation)
    return true
  }

  /// Runs a user action (a tap, typed input) on `node` as an event: writes apply at once, then
  /// one update. Warnings the action logs carry the control's path.
  func perform(
    at sourceLocation: SourceLocation, from node: ViewNode, _ action: @MainActor () -> Void
  ) {
    // A control among swipe actions is reached by swiping its row open, and the actions close
    // after it: each an event of its own, told to an OS 27 `onPresentationChanged`.
    let swiped = node.swipeActionsObservers
    for observer in swiped.reversed() {
      performEvent(at: sourceLocation, from: node) { observer(true) }
    }
    performEvent(at: sourceLocation, from: node, action)
    for observer in swiped { performEvent(at: sourceLocation, from: node) { observer(false) } }
  }

  /// Runs one user event on `node`: writes apply at once, then one update.
  private func performEvent(
    at sourceLocation: SourceLocation, from node: ViewNode, _ action: @MainActor () -> Void
  ) {
    run(at: sourceLocation) {
      graph.tracker.eventPath = { node.path }
      // One event, one undo group: what the action registers is undone together.
      graph.undoManager?.beginUndoGrouping()
      action()
      graph.undoManager?.endUndoGrouping()
      graph.tracker.eventPath = nil
      graph.flush()
      if graph.endEditingIfFocusLeft() { graph.flush() }
    }
  }

  /// Describes the nearest `.disabled(true)` above `node`.
  func disablingModifier(above node: ViewNode) -> String {
    var current = node.parent
    while let ancestor = current {
      if let modified = ancestor.castableView as? any ModifierCarrying,
        let disabled = modified.anyModifier as? _DisabledModifier, disabled.isDisabled
      {
        return ".disabled(true) on \(ancestor.firstNamedNode.path)"
      }
      current = ancestor.parent
    }
    return "an environment with isEnabled = false"
  }
}

extension ViewNode {
  /// Every Text's string at or under this view, depth-first.
  var texts: [String] {
    var strings: [String] = []
    var stack = [self]
    while let current = stack.popLast() {
      if let text = current.castableView as? Text {
        strings.append(text.string(in: current.environment))
      }
      stack.append(contentsOf: current.children.reversed())
    }
    return strings
  }
}
