/// A primitive view (or modifier) whose children are values its parent's body already built:
/// expanding it runs no user code, so it can read no `@State` and no observable property, and the
/// graph expands it without Observation tracking. That saves the tracking of most nodes of a tree
/// (stacks, texts, buttons, conditionals, inert modifiers). A primitive that calls user closures
/// or reads a binding while expanding (`ForEach`'s content, navigation destinations, sheets, a
/// `Section` or `DisclosureGroup` expanded through a binding) must not conform.
protocol PlainExpansion {}

extension TupleView: PlainExpansion {}
extension Text: PlainExpansion {}
extension EmptyView: PlainExpansion {}
extension Spacer: PlainExpansion {}
extension Divider: PlainExpansion {}
extension Image: PlainExpansion {}
extension Label: PlainExpansion {}
extension AnyView: PlainExpansion {}
extension IDView: PlainExpansion {}
extension _ConditionalContent: PlainExpansion {}
extension Optional: PlainExpansion where Wrapped: View {}
extension Button: PlainExpansion {}
extension _ViewModifier_Content: PlainExpansion {}
extension Group: PlainExpansion where Content: View {}
extension Form: PlainExpansion {}
extension VStack: PlainExpansion {}
extension HStack: PlainExpansion {}
extension ZStack: PlainExpansion {}
extension ScrollView: PlainExpansion {}
extension LazyVStack: PlainExpansion {}
extension List: PlainExpansion {}
extension _LayoutView: PlainExpansion {}
extension PlaceholderContentView: PlainExpansion {}
extension ModifiedContent: PlainExpansion where Modifier: PlainExpansion {}
extension _InertModifier: PlainExpansion {}
extension _EnvironmentKeyWritingModifier: PlainExpansion {}
extension _EnvironmentObjectWritingModifier: PlainExpansion {}
extension _DisabledModifier: PlainExpansion {}
extension _TagModifier: PlainExpansion {}
extension _RowEditModifier: PlainExpansion {}
extension _RowEditDisabledModifier: PlainExpansion {}

/// A primitive that tracks its expansion itself, part by part, instead of as one update: a
/// `ForEach` tracks each row's content on its own (see `RowTracking.swift`). The graph runs its
/// expansion as the node's update for `@State` reads, without Observation tracking.
protocol SelfTrackingExpansion {}
