// Drops the template databases integration-tests/template-databases.js made for this run.
module.exports = require("./template-databases").dropTemplates
