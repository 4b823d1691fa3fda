package org.pairlab;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The license, notice and third-party list are inside the build, where the About box reads them. */
class LegalTest {
    @Test
    void licenseNoticeAndThirdPartyListAreResources() {
        assertTrue(Legal.license().contains("Apache License") && Legal.license().contains("Version 2.0"));
        assertTrue(Legal.notice().startsWith("PairLab"));
        String list = Legal.thirdParty();
        // Dependencies with different licenses, each named with its license.
        assertTrue(list.contains("org.xerial:sqlite-jdbc:"), list);
        assertTrue(list.contains("org.openjfx:javafx-controls:"), list);
        assertTrue(list.contains("org.languagetool:language-en:") && list.contains("LGPL"), list);
        assertTrue(!list.contains("license not declared"), "every component names its license");
    }
}
