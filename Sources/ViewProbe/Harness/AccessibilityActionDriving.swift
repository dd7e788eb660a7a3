import Testing

extension FoundView {
  // MARK: Accessibility actions

  /// Performs the accessibility action named `name` — as a VoiceOver user picks it from the
  /// actions rotor: the nearest `accessibilityAction(named:)` with that name on the view (or on
  /// its body's root) or above it runs, then one update pass.
  public func performAccessibilityAction(
    named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    // A button of an `accessibilityActions { … }` on the view or above it, by its title.
    if let button = offeredActionButton(named: name) {
      return FoundView(
        node: button, core: core, description: "the accessibility action button \"\(name)\""
      ).tap(sourceLocation: sourceLocation)
    }
    performAccessibility("performAccessibilityAction(named: \"\(name)\")", at: sourceLocation) {
      action in
      guard case .named(let actionName, let handler) = action, actionName == name else {
        return nil
      }
      return handler
    }
  }

  /// Performs the accessibility action of `kind` (the default action is VoiceOver's double tap
  /// on an element that declares one; `.escape` its two-finger scrub; `.magicTap` its two-finger
  /// double tap).
  public func performAccessibilityAction(
    _ kind: AccessibilityActionKind = .default, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    performAccessibility("performAccessibilityAction(.\(kind.name))", at: sourceLocation) {
      action in
      guard case .kind(let actionKind, let handler) = action, actionKind == kind else {
        return nil
      }
      return handler
    }
  }

  /// Swipes up (`.increment`) or down (`.decrement`) on an adjustable element, as VoiceOver does:
  /// the nearest `accessibilityAdjustableAction` on the view or above it runs.
  public func accessibilityAdjust(
    _ direction: AccessibilityAdjustmentDirection,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    performAccessibility("accessibilityAdjust(.\(direction))", at: sourceLocation) { action in
      guard case .adjustable(let handler) = action else { return nil }
      return { handler(direction) }
    }
  }

  /// Scrolls with three fingers on the element, as VoiceOver does: the nearest
  /// `accessibilityScrollAction` on the view or above it runs, told `edge`.
  public func accessibilityScroll(_ edge: Edge, sourceLocation: SourceLocation = #_sourceLocation) {
    performAccessibility("accessibilityScroll(.\(edge))", at: sourceLocation) { action in
      guard case .scroll(let handler) = action else { return nil }
      return { handler(edge) }
    }
  }

  /// The button titled `name` among the actions an `accessibilityActions { … }` at or above the
  /// view offers, nearest first.
  private func offeredActionButton(named name: String) -> ViewNode? {
    core.flush(at: nil)
    guard node.isAlive else { return nil }
    for (offering, attached) in node.modifiers((any AttachedContentNaming).self)
    where attached.attachedName == "accessibilityActions" {
      guard let actions = offering.children.first(where: { $0.key == .footer }) else { continue }
      let scope = QueryScope(core: core, root: actions, rootDescription: nil)
      if let button = scope.controls(.button, title: name).first { return button }
    }
    return nil
  }

  /// Runs the handler `pick` finds among the accessibility actions at or above the view, or
  /// records what is there instead.
  private func performAccessibility(
    _ action: String, at sourceLocation: SourceLocation,
    _ pick: (_AccessibilityActionModifier.Action) -> (() -> Void)?
  ) {
    guard
      core.liveView(
        node, description: description, action: action, at: sourceLocation, checksLayers: false)
        != nil
    else { return }
    // Nearest first, from the deepest view covering exactly this one upward, as VoiceOver acts
    // on the element a view belongs to.
    let around = node.modifiers(_AccessibilityActionModifier.self)
    var picked: (node: ViewNode, handler: () -> Void)?
    for candidate in around {
      if let handler = pick(candidate.modifier.action) {
        picked = (candidate.node, handler)
        break
      }
    }
    guard let (foundNode, handler) = picked
    else {
      let listing =
        around.isEmpty ? "none" : around.map { "." + $0.modifier.described }.joined(separator: ", ")
      return core.reportMisuse(
        "\(action) on \(description) found no such action on it or above it; accessibility "
          + "actions there: \(listing)", at: sourceLocation)
    }
    if core.refusesCovered(foundNode, action, description, at: sourceLocation) { return }
    core.perform(at: sourceLocation, from: foundNode) { handler() }
  }
}
