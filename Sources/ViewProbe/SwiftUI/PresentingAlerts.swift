/// A binding that is true while `isPresented` is true and `data` is there: an alert or dialog
/// that presents data shows only then, as SwiftUI documents.
func presented<T>(_ isPresented: Binding<Bool>, holding data: T?) -> Binding<Bool> {
  Binding(
    get: { isPresented.wrappedValue && data != nil },
    set: { isPresented.wrappedValue = $0 })
}

/// A binding that is true while `item` holds a value; dismissing sets the item to `nil`.
func presented<Item>(whileHolding item: Binding<Item?>) -> Binding<Bool> {
  Binding(
    get: { item.wrappedValue != nil },
    set: { if !$0 { item.wrappedValue = nil } })
}

nonisolated extension View {
  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`; its
  /// actions are built from the data (H03).
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Presents an alert about `data`, with a message, while `isPresented` is true and `data` is
  /// not `nil`.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(titleKey), isPresented: isPresented, presenting: data, actions: actions,
      message: message)
  }

  /// Presents an alert about `data`, with a message, while `isPresented` is true and `data` is
  /// not `nil`.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(
      Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Presents an alert about `data`, titled by a `Text`, while `isPresented` is true and `data`
  /// is not `nil`.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      _AlertModifier(
        kind: "alert", title: title, isPresented: presented(isPresented, holding: data),
        actions: data.map(actions), message: data.map(message)))
  }

  /// Presents an alert about `data`, titled by a `Text`, while `isPresented` is true and `data`
  /// is not `nil`.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in
      EmptyView()
    }
  }

  /// Presents the `Alert` that `content` makes for the item while `item` is not `nil`; tapping a
  /// button sets the item back to `nil` (H03).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    return modifier(
      _AlertModifier(
        kind: "alert", title: alert?.title ?? Text(""), isPresented: presented(whileHolding: item),
        actions: alert.map { _LegacyAlertActions(buttons: $0.buttons) }, message: alert?.message))
  }

  /// Presents the `ActionSheet` that `content` makes while `isPresented` is true; tapping a
  /// button dismisses it (H03).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return modifier(
      _AlertModifier(
        kind: "actionSheet", title: sheet.title, isPresented: isPresented,
        actions: _LegacyAlertActions(buttons: sheet.buttons), message: sheet.message))
  }

  /// Presents the `ActionSheet` that `content` makes for the item while `item` is not `nil`.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let sheet = item.wrappedValue.map(content)
    return modifier(
      _AlertModifier(
        kind: "actionSheet", title: sheet?.title ?? Text(""),
        isPresented: presented(whileHolding: item),
        actions: sheet.map { _LegacyAlertActions(buttons: $0.buttons) }, message: sheet?.message))
  }
}

/// A sheet of choices in SwiftUI's first API (`.actionSheet(isPresented:content:)`): shown like a
/// confirmation dialog, its buttons in the tree while presented.
public struct ActionSheet {
  /// A button of an action sheet: the same kinds as an alert's.
  public typealias Button = Alert.Button
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet with `buttons` (by default one "Cancel" button).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
