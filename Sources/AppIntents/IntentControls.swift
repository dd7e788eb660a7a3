import Foundation
import ViewProbe

extension Button {
  /// A button that runs `intent` (its `perform()`, in a task `settle()` waits for).
  public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
    self.init(action: { runIntent(intent) }, label: label)
  }
}

extension Button where Label == Text {
  /// A button titled by `titleKey` that runs `intent`.
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    self.init(intent: intent) { Text(titleKey) }
  }

  /// A button titled `title` that runs `intent`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
    self.init(intent: intent) { Text(title) }
  }
}

extension Toggle {
  /// A toggle showing `isOn` that runs `intent` when tapped; a `SetValueIntent`'s value is set to
  /// the new state first. The toggle shows `isOn` until the app's state says otherwise.
  public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
    let binding = Binding<Bool>(
      get: { isOn },
      set: { newValue in
        var intent = intent
        if var settable = intent as? any SetValueIntent {
          setValue(newValue, on: &settable)
          if let updated = settable as? I { intent = updated }
        }
        // A binding is written on the main actor (a tap, the harness).
        MainActor.assumeIsolated { runIntent(intent) }
      })
    self.init(isOn: binding, label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled by `titleKey` that runs `intent`.
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }

  /// A toggle titled `title` that runs `intent`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}

/// Sets a `SetValueIntent`'s value when it is a `Bool`.
private func setValue<I: SetValueIntent>(_ value: Bool, on intent: inout I) {
  if let value = value as? I.ValueType { intent.value = value }
}

/// Runs `intent` as the system does for a control: in a task of the harness's code.
@MainActor private func runIntent<I: AppIntent>(_ intent: I) {
  Task { _ = try await intent.perform() }
}
