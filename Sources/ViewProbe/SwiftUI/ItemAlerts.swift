// `alert(_:item:…)` and `confirmationDialog(_:item:…)`: an alert or dialog about the value an
// optional binding holds. It is up while the value is there; an action (or the dialog's
// dismissal) sets the binding back to `nil` (H03).

nonisolated extension View {
  /// Presents an alert about the value `data` holds, titled by a `Text`, while it holds one.
  public func alert<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let value = data.wrappedValue
    return modifier(
      _AlertModifier(
        kind: "alert", title: title, isPresented: presented(whileHolding: data),
        actions: value.map(actions), message: value.map(message)))
  }

  /// Presents an alert about the value `data` holds, titled by a `Text`, while it holds one.
  public func alert<A: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  )
    -> some View
  {
    alert(title, item: data, actions: actions) { _ in EmptyView() }
  }

  /// Presents an alert about the value `data` holds while it holds one.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(titleKey), item: data, actions: actions) { _ in EmptyView() }
  }

  /// Presents an alert about the value `data` holds, with a message, while it holds one.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), item: data, actions: actions, message: message)
  }

  /// Presents an alert about the value `data` holds while it holds one.
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(Text(title), item: data, actions: actions) { _ in EmptyView() }
  }

  /// Presents an alert about the value `data` holds, with a message, while it holds one.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), item: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog about the value `data` holds, titled by a `Text`, with a
  /// message, while it holds one.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let value = data.wrappedValue
    return dialog(
      title, titleVisibility, presented(whileHolding: data), value.map(actions),
      value.map(message))
  }

  /// Presents a confirmation dialog about the value `data` holds, titled by a `Text`, while it
  /// holds one.
  public func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(title, item: data, titleVisibility: titleVisibility, actions: actions) {
      _ in EmptyView()
    }
  }

  /// Presents a confirmation dialog about the value `data` holds while it holds one.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), item: data, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog about the value `data` holds, with a message, while it holds
  /// one.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), item: data, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }

  /// Presents a confirmation dialog about the value `data` holds while it holds one.
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(Text(title), item: data, titleVisibility: titleVisibility, actions: actions)
  }

  /// Presents a confirmation dialog about the value `data` holds, with a message, while it holds
  /// one.
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(title), item: data, titleVisibility: titleVisibility, actions: actions,
      message: message)
  }
}
