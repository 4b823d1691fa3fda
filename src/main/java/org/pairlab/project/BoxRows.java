package org.pairlab.project;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;

/** The one mapping of a box row (joined with its category's name) to a {@link Box}, shared by the box queries. */
final class BoxRows {
    /** The columns {@link #read} expects, in order, from {@link #FROM}. */
    static final String COLUMNS = "b.id, k.name, b.x, b.y, b.w, b.h, b.score, b.source, b.crowd";
    /** Boxes with their category names. */
    static final String FROM = "boxes b JOIN categories k ON k.id = b.category_id";

    /** The columns {@link #bind} fills, in order, for an INSERT into boxes. */
    static final String INSERT = "INSERT INTO boxes (id, sample_id, category_id, external_id, x, y, w, h, score, source, "
            + "crowd) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private BoxRows() {
    }

    /** Binds one box row to the parameters of {@link #INSERT} (a null score is stored as NULL). */
    static void bind(PreparedStatement ps, long id, long sampleId, long categoryId, String externalId, double x,
                     double y, double w, double h, Double score, BoxSource source, boolean crowd) throws SQLException {
        ps.setLong(1, id);
        ps.setLong(2, sampleId);
        ps.setLong(3, categoryId);
        ps.setString(4, externalId);
        ps.setDouble(5, x);
        ps.setDouble(6, y);
        ps.setDouble(7, w);
        ps.setDouble(8, h);
        if (score == null) {
            ps.setNull(9, Types.REAL);
        } else {
            ps.setDouble(9, score);
        }
        ps.setString(10, source.db());
        ps.setInt(11, crowd ? 1 : 0);
    }

    /** The box whose {@link #COLUMNS} start at column {@code first} of the current row (1 for the first column). */
    static Box read(ResultSet rs, int first) throws SQLException {
        double score = rs.getDouble(first + 6);
        Double s = rs.wasNull() ? null : score;
        return new Box(rs.getLong(first), rs.getString(first + 1), rs.getDouble(first + 2), rs.getDouble(first + 3),
                rs.getDouble(first + 4), rs.getDouble(first + 5), s, BoxSource.fromDb(rs.getString(first + 7)),
                rs.getInt(first + 8) != 0);
    }
}
