/// An alert in SwiftUI's first API: `.alert(isPresented: $shows) { Alert(title: Text("Saved")) }`.
/// It is shown like the newer `.alert(_:isPresented:actions:)`: its buttons are in the tree while
/// the binding is true, and tapping one runs its action and dismisses the alert (H03).
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; without `dismissButton` it shows an "OK" button.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert`.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that cancels, titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button that cancels, titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button for a destructive action.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The buttons of a legacy `Alert`, as buttons in the tree.
nonisolated public struct _LegacyAlertActions: View {
  let buttons: [Alert.Button]

  /// A primitive view: one button per alert button.
  @MainActor
  public var body: Never { primitiveBody("_LegacyAlertActions") }
}

extension _LegacyAlertActions: PrimitiveView, PlainExpansion {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    for (index, button) in buttons.enumerated() {
      let action = button.action
      children.append(
        Button(role: button.role, action: { action?() }, label: { button.label }),
        key: .index(index))
    }
  }
}

nonisolated extension View {
  /// Presents the `Alert` that `content` makes while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      _AlertModifier(
        kind: "alert", title: alert.title, isPresented: isPresented,
        actions: _LegacyAlertActions(buttons: alert.buttons), message: alert.message))
  }
}
