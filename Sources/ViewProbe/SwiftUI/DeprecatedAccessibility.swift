/// The accessibility modifiers of iOS 13, deprecated since iOS 14 but still in older app code:
/// each does what its `accessibility…` successor does here — a label or identifier names the view
/// for `find`, as `accessibilityLabel(_:)` does; the others are not simulated.
nonisolated extension View {
  /// A label that describes the view (deprecated: `accessibilityLabel(_:)`).
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

  /// The view's value, as text (deprecated: `accessibilityValue(_:)`).
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }

  /// What happens after the view's action (deprecated: `accessibilityHint(_:)`).
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

  /// Whether assistive technologies skip the view (deprecated: `accessibilityHidden(_:)`).
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

  /// A string that identifies the view (deprecated: `accessibilityIdentifier(_:)`).
  public func accessibility(identifier: String) -> some View {
    accessibilityIdentifier(identifier)
  }

  /// Adds traits (deprecated: `accessibilityAddTraits(_:)`).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
    accessibilityAddTraits(traits)
  }

  /// Removes traits (deprecated: `accessibilityRemoveTraits(_:)`).
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
    accessibilityRemoveTraits(traits)
  }

  /// The order VoiceOver reads elements in (deprecated: `accessibilitySortPriority(_:)`).
  public func accessibility(sortPriority: Double) -> some View {
    accessibilitySortPriority(sortPriority)
  }

  /// Labels that voice control accepts (deprecated: `accessibilityInputLabels(_:)`).
  public func accessibility(inputLabels: [Text]) -> some View {
    accessibilityInputLabels(inputLabels)
  }

  /// Where a VoiceOver activation lands, in the view's unit space (deprecated:
  /// `accessibilityActivationPoint(_:)`).
  public func accessibility(activationPoint: UnitPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// Where a VoiceOver activation lands, in points (deprecated).
  public func accessibility(activationPoint: CGPoint) -> some View {
    accessibilityActivationPoint(activationPoint)
  }

  /// The selection value the element stands for in a picker (deprecated; not simulated).
  public func accessibility(selectionIdentifier: AnyHashable) -> some View {
    inert("accessibilitySelectionIdentifier")
  }

  /// Labels that voice control accepts, as texts (not simulated).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
    inert("accessibilityInputLabels")
  }

  /// Where a VoiceOver activation lands, in the view's unit space (not simulated).
  public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
    inert("accessibilityActivationPoint")
  }

  /// Where a VoiceOver activation lands, in points (not simulated).
  public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
    inert("accessibilityActivationPoint")
  }
}
