import ViewProbe
