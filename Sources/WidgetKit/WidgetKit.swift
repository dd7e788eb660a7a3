// Linux has no WidgetKit. There, ViewProbe's product includes this stand-in, so that a widget's
// files — its entry, timeline provider, entry view, `Widget` and `WidgetBundle` — and app code
// that asks `WidgetCenter.shared` to reload timelines compile unchanged. Those names are
// ViewProbe's: this module re-exports it. Nothing shows a widget; a test hosts the entry view in a
// harness, and reload requests reach `ParentHarness.widgetTimelineReloads`.
@_exported import ViewProbe
