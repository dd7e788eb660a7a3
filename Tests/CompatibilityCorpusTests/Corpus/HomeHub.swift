#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// The tabs of a home app that adapts to a sidebar on iPad (iOS 18), with the sidebar's
/// customizations kept in app storage.
enum HubTab: Hashable {
  case home
  case alerts
  case room(String)
}

struct HomeHubView: View {
  @State private var selection: HubTab = .home
  @State private var query = ""
  @AppStorage("HubTabCustomization") private var customization: TabViewCustomization
  private let rooms = ["Kitchen", "Studio"]

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: HubTab.home) {
        HubHome(customization: $customization)
      }
      .customizationID("hub.home")
      .customizationBehavior(.disabled, for: .sidebar, .tabBar)

      Tab("Alerts", systemImage: "bell", value: HubTab.alerts) {
        Text("No alerts")
      }
      .customizationID("hub.alerts")
      .defaultVisibility(.hidden, for: .tabBar)

      TabSection("Rooms") {
        ForEach(rooms, id: \.self) { room in
          Tab(room, systemImage: "lightbulb", value: HubTab.room(room)) {
            RoomPanel(room: room)
          }
          .customizationID("hub.room.\(room)")
        }
      }
      .customizationID("hub.rooms")
      .sectionActions {
        Button("Add Room") {}
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    .springLoadingBehavior(.enabled)
    .searchable(text: $query)
    .searchToolbarBehavior(.minimize)
    .tabViewSearchActivation(.searchTabSelection)
    .tabViewCustomization($customization)
    .defaultAdaptableTabBarPlacement(.tabBar)
    .tabViewSidebarHeader {
      Text("My Home")
    }
  }
}

struct HubHome: View {
  @Binding var customization: TabViewCustomization

  var body: some View {
    VStack {
      Text("Alerts in sidebar: \(describe(customization[sidebarVisibility: "hub.alerts"]))")
      Button("Hide Alerts") {
        customization[sidebarVisibility: "hub.alerts"] = .hidden
      }
      Button("Reset Sidebar") {
        customization.resetVisibility()
      }
    }
  }

  private func describe(_ visibility: Visibility) -> String {
    switch visibility {
    case .hidden: "hidden"
    case .visible: "visible"
    default: "automatic"
    }
  }
}

struct RoomPanel: View {
  let room: String
  @State private var brightness = 0

  var body: some View {
    VStack {
      Text("\(room) \(brightness)%")
      Button("Brighter") { brightness += 10 }
    }
    .symbolEffectsRemoved()
    .paletteSelectionEffect(.symbolVariant(.fill))
  }
}
