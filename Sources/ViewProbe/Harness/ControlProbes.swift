import Testing

/// A button found in a harness's tree; `tap()` runs its current action.
@MainActor
public struct ButtonProbe {
  let control: FoundControl
  let core: HarnessCore

  init(_ control: FoundControl, core: HarnessCore) {
    self.control = control
    self.core = core
  }

  /// Taps the button: runs the action of its latest value, then one update pass.
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let button = core.liveControl(control, action: "tap()", at: sourceLocation)
        as? any TappableControl
    else { return }
    core.perform(at: sourceLocation) { button.tapAction() }
  }
}

/// A toggle found in a harness's tree.
@MainActor
public struct ToggleProbe {
  let control: FoundControl
  let core: HarnessCore

  init(_ control: FoundControl, core: HarnessCore) {
    self.control = control
    self.core = core
  }

  /// Whether the toggle is on now (read through its binding).
  public var isOn: Bool {
    (core.liveControl(control, action: "isOn", at: .unknown) as? any ToggleControl)?
      .boundValue.wrappedValue ?? false
  }

  /// Flips the toggle through its binding, then one update pass.
  public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let toggle = core.liveControl(control, action: "tap()", at: sourceLocation)
        as? any ToggleControl
    else { return }
    core.perform(at: sourceLocation) { toggle.boundValue.wrappedValue.toggle() }
  }
}

/// A text field found in a harness's tree.
@MainActor
public struct TextFieldProbe {
  let control: FoundControl
  let core: HarnessCore

  init(_ control: FoundControl, core: HarnessCore) {
    self.control = control
    self.core = core
  }

  /// The field's text now (read through its binding).
  public var text: String {
    (core.liveControl(control, action: "text", at: .unknown) as? any TextInputControl)?
      .boundText.wrappedValue ?? ""
  }

  /// Replaces the field's text as if typed, then one update pass.
  public func setInput(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let field = core.liveControl(control, action: "setInput(_:)", at: sourceLocation)
        as? any TextInputControl
    else { return }
    core.perform(at: sourceLocation) { field.boundText.wrappedValue = text }
  }
}
