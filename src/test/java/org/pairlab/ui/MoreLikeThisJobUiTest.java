package org.pairlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.pairlab.project.ItemRef;
import org.pairlab.project.RunState;
import org.testfx.api.FxRobot;

/** Filters > More like this in the workbench: the vectors are an embed job in the Jobs panel, then the grid is ranked. */
class MoreLikeThisJobUiTest extends WorkbenchFixture {
    @Test
    void moreLikeThisIsARecordedJobInTheJobsPanelAndTheGridIsRankedWhenItEnds(FxRobot robot) throws Exception {
        openWithSample(robot);
        robot.interact(() -> main().select(3));
        long sample = fx(() -> main().selectedProperty().get().id());
        long embedRunsBefore = project().runs().list().stream().filter(r -> r.kind().equals("embed")).count();

        robot.interact(() -> menuItem(robot, "menu-similar-caption").fire());
        waitFor(() -> main().similarToProperty().get() != null);

        JobsViewModel jobs = workbench.session().orElseThrow().jobs();
        List<JobsViewModel.RunRow> embedRows = fx(() -> jobs.runs().stream().filter(r -> r.kind().equals("embed")).toList());
        assertEquals(1, embedRows.size(), "one embed run in the Jobs panel");
        waitFor(() -> embedRows.get(0).stateProperty().get() == RunState.SUCCEEDED);
        assertEquals(embedRunsBefore + 1, project().runs().list().stream().filter(r -> r.kind().equals("embed")
                && r.state() == RunState.SUCCEEDED).count(), "the run is recorded in the project");

        MainViewModel.SimilarTo like = main().similarToProperty().get();
        assertEquals(sample, like.sampleId());
        List<Long> shown = fx(() -> main().items().stream().map(ItemRef::id).toList());
        assertEquals(like.ranked(), shown, "the grid shows the ranking, most similar first");
        assertEquals(sample, shown.get(0), "the sample itself ranks first");
        assertTrue(shown.size() > 1 && shown.size() <= 50, "the top of the ranking: " + shown.size());
        String message = robot.lookup("#status-message").queryLabeled().getText();
        assertTrue(message.startsWith("Similar to sample " + sample + " (caption)"), message);
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + id));
    }
}
