#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

struct SignInSheet: View {
  @Environment(\.presentationMode) private var presentationMode
  @Environment(\.editMode) private var editMode
  @Environment(\.dynamicTypeSize) private var typeSize
  @State private var email = ""
  @State private var password = ""
  @State private var showsError = false
  @FocusState private var emailFocused: Bool

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .textContentType(.emailAddress)
        .textFieldStyle(RoundedBorderTextFieldStyle())
        .focused($emailFocused)
      SecureField("Password", text: $password)
        .textContentType(.password)
      Label("Secure", systemImage: "lock")
        .labelStyle(.titleAndIcon)
      Button("Sign in") {
        showsError = password.count < 8
        if !showsError { presentationMode.wrappedValue.dismiss() }
      }
      .buttonStyle(BorderedProminentButtonStyle())
      .shadow(color: .black.opacity(0.2), radius: 3)
    }
    .refreshable {}
    .colorScheme(.dark)
    .alert("Password too short", isPresented: $showsError) {
      Button("OK", role: .cancel) {}
    }
    .onAppear { emailFocused = true }
  }
}
