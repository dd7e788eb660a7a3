import Testing

/// The kinds of control a harness can find and drive.
enum ControlKind: String {
  case button = "Button"
  case toggle = "Toggle"
  case textField = "TextField"

  var query: String {
    switch self {
    case .button: return "button"
    case .toggle: return "toggle"
    case .textField: return "textField"
    }
  }

  func matches(_ view: any View) -> Bool {
    switch self {
    case .button: return view is any TappableControl
    case .toggle: return view is any ToggleControl
    case .textField: return view is any TextInputControl
    }
  }
}

/// A control found by label, as the probes keep it: the node of its identity.
@MainActor
struct FoundControl {
  let node: ViewNode
  let kind: ControlKind
  let title: String
}

extension HarnessCore {
  func findControl(_ kind: ControlKind, title: String, at sourceLocation: SourceLocation) throws
    -> FoundControl
  {
    flush(at: sourceLocation)
    let controls = graph.allNodes().filter { kind.matches($0.view) }
    let titled = controls.map { (node: $0, title: labelText(of: $0)) }
    let matches = titled.filter { $0.title == title }
    let query = "find(\(kind.query): \"\(title)\")"
    if matches.count == 1 {
      return FoundControl(node: matches[0].node, kind: kind, title: title)
    }
    if matches.isEmpty {
      let others = titled.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw ProbeError(
        query: query,
        found: titled.isEmpty
          ? "no \(kind.rawValue) in the tree; views in the tree: \(viewNames())"
          : "no \(kind.rawValue) titled \"\(title)\"; \(kind.rawValue)s in the tree: \(others)")
    }
    let paths = matches.map(\.node.path).joined(separator: "; ")
    throw ProbeError(
      query: query, found: "\(matches.count) \(kind.rawValue)s titled \"\(title)\": \(paths)")
  }

  /// The control's current view value, or an issue when its identity left the tree.
  func liveControl(_ control: FoundControl, action: String, at sourceLocation: SourceLocation)
    -> (any View)?
  {
    flush(at: sourceLocation)
    guard control.node.isAlive else {
      reportMisuse(
        "\(action) on the \(control.kind.rawValue) \"\(control.title)\" found it no longer in the "
          + "tree (its identity was removed by an update).", at: sourceLocation)
      return nil
    }
    if !control.node.environment.isEnabled {
      reportMisuse(
        "\(action) on the \(control.kind.rawValue) \"\(control.title)\" found it disabled by "
          + "\(disablingModifier(above: control.node)); a disabled control ignores input.",
        at: sourceLocation)
      return nil
    }
    return control.node.view
  }

  /// Describes the nearest `.disabled(true)` above `node`.
  private func disablingModifier(above node: ViewNode) -> String {
    var current = node.parent
    while let ancestor = current {
      if let modified = ancestor.view as? any ModifierCarrying,
        let disabled = modified.anyModifier as? _DisabledModifier, disabled.isDisabled
      {
        var named = ancestor
        while named.layout.isStructural, let child = named.children.first { named = child }
        return ".disabled(true) on \(named.path)"
      }
      current = ancestor.parent
    }
    return "an environment with isEnabled = false"
  }

  /// Runs a user action (a tap, typed input) as an event: writes apply at once, then one update.
  func perform(at sourceLocation: SourceLocation, _ action: () -> Void) {
    run(at: sourceLocation) {
      action()
      graph.flush()
    }
  }
}

/// Controls the harness can tap.
@MainActor protocol TappableControl { var tapAction: @MainActor () -> Void { get } }
extension Button: TappableControl { var tapAction: @MainActor () -> Void { action } }

/// Controls bound to a `Bool`.
@MainActor protocol ToggleControl { var boundValue: Binding<Bool> { get } }
extension Toggle: ToggleControl { var boundValue: Binding<Bool> { isOn } }

/// Controls bound to a `String`.
@MainActor protocol TextInputControl { var boundText: Binding<String> { get } }
extension TextField: TextInputControl { var boundText: Binding<String> { text } }
