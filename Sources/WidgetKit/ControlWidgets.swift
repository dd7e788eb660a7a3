// iOS 18's controls: a `ControlWidget` in Control Center, on the Lock Screen or the Action button,
// declared with a static or intent configuration and a button or toggle template that performs an
// app intent. Nothing shows a control; the declarations compile unchanged in a widget extension,
// a bundle lists them beside its widgets, and a test performs the control's intent itself
// (`try await ToggleLamp().perform()`) or reads its value provider.
#if canImport(AppIntents)
  import AppIntents

  /// A control: its configuration.
  @MainActor @preconcurrency
  public protocol ControlWidget {
    /// The configuration's type.
    associatedtype Body: ControlWidgetConfiguration
    /// A control, as WidgetKit makes it.
    init()
    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
  }

  /// How a control is configured: its kind, value provider and template.
  @MainActor @preconcurrency
  public protocol ControlWidgetConfiguration {}

  /// Builds a control's configuration.
  @resultBuilder @MainActor
  public enum ControlWidgetConfigurationBuilder {
    /// The configuration.
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
  }

  /// What a control shows: a button or a toggle.
  @MainActor @preconcurrency
  public protocol ControlWidgetTemplate {}

  /// Builds a control's template.
  @resultBuilder @MainActor
  public enum ControlWidgetTemplateBuilder {
    /// The template.
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    /// The template of one branch of an `if`.
    public static func buildEither<T: ControlWidgetTemplate>(first content: T) -> T { content }
    /// The template of the other branch.
    public static func buildEither<T: ControlWidgetTemplate>(second content: T) -> T { content }
  }

  /// Provides the value a statically configured control shows.
  public protocol ControlValueProvider: Sendable {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value shown in the controls gallery.
    var previewValue: Value { get }
    /// The value now.
    func currentValue() async throws -> Value
  }

  /// Provides the value a control configured with an intent shows.
  public protocol AppIntentControlValueProvider: Sendable {
    /// The value's type.
    associatedtype Value: Sendable
    /// The intent the control is configured with.
    associatedtype Intent: ControlConfigurationIntent
    /// The value shown in the controls gallery, for `configuration`.
    func previewValue(configuration: Intent) -> Value
    /// The value now, for `configuration`.
    func currentValue(configuration: Intent) async throws -> Value
  }

  /// A control that users do not configure.
  public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration
  {
    /// The control's kind, as `ControlCenter.shared.reloadControls(ofKind:)` names it.
    public let kind: String

    /// A control of `kind` showing `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
      self.kind = kind
    }

    /// A control of `kind` showing `content` for the value `provider` gives.
    public init<Provider: ControlValueProvider>(
      kind: String, provider: Provider,
      @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
      self.kind = kind
    }
  }

  /// A control users configure with an intent's parameters.
  public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration
  {
    /// The control's kind.
    public let kind: String

    /// A control of `kind` configured with `intent`, showing `content` for the value `provider`
    /// gives.
    public init<Provider: AppIntentControlValueProvider>(
      kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
      @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
      self.kind = kind
    }

    /// A control of `kind` configured with `intent`, showing `content` for the configuration.
    public init<Intent: ControlConfigurationIntent>(
      kind: String, intent: Intent.Type,
      @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content
    ) {
      self.kind = kind
    }
  }

  /// A configuration with its display name, description or prompt set.
  public struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>:
    ControlWidgetConfiguration
  {
    let base: Base
  }

  extension ControlWidgetConfiguration {
    private var modified: _ModifiedControlConfiguration<Self> {
      _ModifiedControlConfiguration(base: self)
    }

    /// The name shown in the controls gallery.
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
      modified
    }

    /// The description shown in the controls gallery.
    public func description(_ description: LocalizedStringResource)
      -> some ControlWidgetConfiguration
    { modified }

    /// Asks the user to configure the control when it is added.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { modified }
  }

  /// A control's button: it performs `action` when pressed.
  public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>:
    ControlWidgetTemplate
  {
    /// The intent the button performs.
    public let action: Action

    /// A button labelled by `label`, performing `action`.
    public init(action: Action, @ViewBuilder label: () -> Label)
    where ActionLabel == EmptyView {
      self.action = action
    }

    /// A button labelled by `label`, with `actionLabel` describing what pressing it does.
    public init(
      action: Action, @ViewBuilder label: () -> Label,
      @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
    ) {
      self.action = action
    }
  }

  /// A control's toggle: it sets `action`'s value to the opposite of `isOn`, then performs it.
  public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>:
    ControlWidgetTemplate
  where Action.ValueType == Bool {
    /// Whether the toggle is on.
    public let isOn: Bool
    /// The intent the toggle performs.
    public let action: Action

    /// A toggle labelled by `label`, with "On" and "Off" as its value.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel {
      self.isOn = isOn
      self.action = action
    }

    /// A toggle labelled by `label`, its value shown by `valueLabel`.
    public init(
      isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label,
      @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) {
      self.isOn = isOn
      self.action = action
    }

    /// A toggle titled `title`, its value shown by `valueLabel`.
    public init(
      _ title: LocalizedStringResource, isOn: Bool, action: Action,
      @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Label == Text {
      self.isOn = isOn
      self.action = action
    }

    /// A toggle titled `title`, its value shown by `valueLabel`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, isOn: Bool, action: Action,
      @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
    ) where Label == Text {
      self.isOn = isOn
      self.action = action
    }
  }

  /// The "On" / "Off" a toggle shows when it is given no value label.
  public struct ControlWidgetToggleDefaultLabel: View {
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
  }

  extension ControlWidgetTemplate {
    /// The template's tint (not drawn).
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }
    /// What pressing the control does, for the Action button (not shown).
    public func controlWidgetActionHint(_ hint: Text) -> some ControlWidgetTemplate { self }
    /// What pressing the control does, for the Action button (not shown).
    public func controlWidgetActionHint(_ hint: LocalizedStringResource)
      -> some ControlWidgetTemplate
    { self }
    /// A status shown when the control's value changes (not shown).
    public func controlWidgetStatus(_ status: Text) -> some ControlWidgetTemplate { self }
    /// A status shown when the control's value changes (not shown).
    public func controlWidgetStatus(_ status: LocalizedStringResource)
      -> some ControlWidgetTemplate
    { self }
  }

  /// Asks the system to reload controls' templates (nothing shows a control here: requests are
  /// kept, not acted on).
  public final class ControlCenter: @unchecked Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    /// Reloads the templates of every control of the app.
    public func reloadAllControls() {}

    /// Reloads the templates of controls of `kind`.
    public func reloadControls(ofKind kind: String) {}
  }

  /// A control in a widget bundle, as a bundle lists it beside its widgets.
  public struct _ControlInBundle<Control: ControlWidget>: Widget {
    /// A bundle entry for a control.
    public init() {}
    /// No widget configuration of its own.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
  }

  extension WidgetBundleBuilder {
    /// A control, listed in a bundle beside its widgets.
    public static func buildExpression<Control: ControlWidget>(_ control: Control)
      -> _ControlInBundle<Control>
    {
      _ControlInBundle()
    }
  }
#endif
